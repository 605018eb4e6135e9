import { ClientMessages } from "@/components/common/client-messages";
import { LinkUploadForm } from "./link-upload-form";

/**
 * The share link's upload form with the only texts it formats in the browser (counts, file names):
 * the rest of a shared-link page is translated on the server and ships no translator.
 */
export function LinkUpload({ token }: { token: string }) {
  return (
    <ClientMessages area="mediaLink">
      <LinkUploadForm token={token} />
    </ClientMessages>
  );
}
