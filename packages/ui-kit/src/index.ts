export { ConfirmDialog, type ConfirmDialogProps } from './feedback/confirm-dialog.tsx';
export { EmptyState, type EmptyStateProps } from './feedback/empty-state.tsx';
export { ImageInput, type ImageInputProps } from './forms/image-input.tsx';
export { ImageListInput, type ImageListInputProps } from './forms/image-list-input.tsx';
export { AppFooter } from './layout/app-footer.tsx';
export { AppHeader, type AppHeaderProps, type NavItem } from './layout/app-header.tsx';
export { AuthLayout } from './layout/auth-layout.tsx';
export { Logo } from './layout/logo.tsx';
export { MainLayout } from './layout/main-layout.tsx';
export { LoadingOverlay } from './loading/loading-overlay.tsx';
export { useDelayedFlag } from './loading/use-delayed-flag.ts';
export { type BreadcrumbItem, Breadcrumbs } from './navigation/breadcrumbs.tsx';
export { PageButtons, type PageButtonsProps } from './navigation/page-buttons.tsx';
export { UiProvider } from './provider.tsx';
export { useAppStore } from './state/app-store.ts';
export { useCommonStore } from './state/common-store.ts';
export {
  createPersistedStore,
  type PersistedStoreOptions,
  persistedStoreKey,
  resetPersistedStores,
} from './state/persisted-store.ts';
export { system } from './theme/system.ts';
export { notify } from './toast.ts';
