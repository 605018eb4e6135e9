import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { LinkUploadForm } from "./link-upload-form";

/**
 * The share link's upload form with the only texts it formats in the browser (counts, file names):
 * the rest of a shared-link page is translated on the server and ships no translator.
 */
export async function LinkUpload({ token }: { token: string }) {
  const { mediaLink, files } = await getMessages();
  return (
    <NextIntlClientProvider messages={{ mediaLink, files: { errors: files.errors } }}>
      <LinkUploadForm token={token} />
    </NextIntlClientProvider>
  );
}
