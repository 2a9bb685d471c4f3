import {
  MEMBERSHIP_PARTS,
  type MembershipLaunchParts,
  type MembershipPartName,
  type MembershipParts,
} from '@keyclub/domain';

/**
 * The multipart body of POST /tokens and PUT /tokens/{id}, part by part as the domain's list says:
 * texts as is, JSON parts as JSON text arrays, a file part per image. Parts left out are not sent.
 * A create may carry its coming-soon parts (`launch`).
 */
export function membershipMultipart(parts: MembershipParts, launch?: MembershipLaunchParts): FormData {
  const body = new FormData();
  for (const [name, kind] of Object.entries(MEMBERSHIP_PARTS) as [MembershipPartName, string][]) {
    const value = parts[name];
    if (value === undefined) continue;
    if (kind === 'text') body.append(name, String(value));
    else if (kind === 'json') body.append(name, JSON.stringify(value));
    else
      for (const file of kind === 'files' ? (value as readonly Blob[]) : [value as Blob])
        body.append(name, file);
  }
  if (launch) {
    body.append('coming_soon', String(launch.coming_soon));
    if (launch.launch_at !== null) body.append('launch_at', launch.launch_at);
  }
  return body;
}
