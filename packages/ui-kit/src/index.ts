export { TermsOfUseText } from './content/terms-of-use-text.tsx';
export { EthEquivalent, type UsdToEthRate } from './data/eth-equivalent.tsx';
export { SidewaysTable } from './data/sideways-table.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './feedback/confirm-dialog.tsx';
export { DialogShell, type DialogShellProps } from './feedback/dialog-shell.tsx';
export { EmptyState, type EmptyStateProps } from './feedback/empty-state.tsx';
export { LoadError, type LoadErrorProps, type RetryableRead } from './feedback/load-error.tsx';
export { type PageAnswer, PagedReadView, type PagedReadViewProps } from './feedback/paged-read-view.tsx';
export { ReadFailure, type ReadFailureProps } from './feedback/read-failure.tsx';
export { type ReadState, ReadView, type ReadViewProps } from './feedback/read-view.tsx';
export { FieldInput, FieldSelect, FieldTextarea } from './forms/field-controls.tsx';
export { FormField, type FormFieldProps } from './forms/form-field.tsx';
export { FORM_VALIDATION } from './forms/form-validation.ts';
export { ImageInput, type ImageInputProps } from './forms/image-input.tsx';
export { ImageListInput, type ImageListInputProps } from './forms/image-list-input.tsx';
export { useImageUrl } from './forms/image-preview.tsx';
export { onDemandResolver } from './forms/on-demand-resolver.ts';
export { UsPhoneInput } from './forms/us-phone-input.tsx';
export { UsStateSelect } from './forms/us-state-select.tsx';
export { UsZipInput } from './forms/us-zip-input.tsx';
export { AppHeader, type AppHeaderProps, type NavItem } from './layout/app-header.tsx';
export { AuthLayout } from './layout/auth-layout.tsx';
export { type PageHandle, pageTitle } from './layout/document-title.tsx';
export { layoutRoute } from './layout/layout-route.ts';
export { LineIcon } from './layout/line-icon.tsx';
export { Logo } from './layout/logo.tsx';
export { MainLayout, type MainLayoutProps } from './layout/main-layout.tsx';
export {
  AnnouncementIcon,
  MarketplaceIcon,
  MembershipsIcon,
  PayoutsIcon,
  ScanIcon,
} from './layout/nav-icons.tsx';
export { PageShell, type PageShellProps } from './layout/page-shell.tsx';
export { PhoneActionBar } from './layout/phone-action-bar.tsx';
export { LoadingSkeleton, type LoadingSkeletonProps } from './loading/loading-skeleton.tsx';
export { LoadNearViewport } from './loading/near-viewport.tsx';
export { useDelayedFlag } from './loading/use-delayed-flag.ts';
export { useHandOverFocus } from './loading/use-hand-over-focus.ts';
export { type OnDemand, useOnDemand } from './loading/use-on-demand.ts';
export { type BreadcrumbItem, Breadcrumbs } from './navigation/breadcrumbs.tsx';
export { PageButtons, type PageButtonsProps } from './navigation/page-buttons.tsx';
export { type PageQuery, type PageQueryOptions, usePageQuery } from './navigation/page-query.ts';
export { useRouteId } from './navigation/use-route-id.ts';
export { UiProvider } from './provider.tsx';
export { system } from './theme/system.ts';
export { notify } from './toast.ts';
