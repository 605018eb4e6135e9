"use client";
import { useRouter } from "next/navigation";
import { UploadPanel } from "@/components/files/upload-panel";

/** The library page's uploader: once files are stored, the list below is read again. */
export function LibraryUpload() {
  const router = useRouter();
  return <UploadPanel onUploaded={() => router.refresh()} />;
}
