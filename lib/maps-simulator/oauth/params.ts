// Unreadable bodies become empty maps (the caller reports the missing parameter), never a throw.

export async function readParams(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body: unknown = await request.json();
      const params = new URLSearchParams();
      if (body && typeof body === "object") {
        for (const [key, value] of Object.entries(body))
          if (typeof value === "string") params.set(key, value);
      }
      return params;
    }
    if (type.includes("multipart/form-data")) {
      const form = await request.formData();
      const params = new URLSearchParams();
      form.forEach((value, key) => {
        if (typeof value === "string") params.set(key, value);
      });
      return params;
    }
    return new URLSearchParams(await request.text());
  } catch {
    return new URLSearchParams();
  }
}
