import { describe, expect, it } from "vitest";
import { getMapsConfig } from "@/lib/maps/config";

describe("getMapsConfig", () => {
  it("points at the simulator on the app's origin by default", () => {
    const config = getMapsConfig({});
    expect(config.mode).toBe("simulator");
    expect(config.issuer).toBe("http://localhost:3000/api/maps-sim");
    expect(config.authorizeUrl).toBe("http://localhost:3000/api/maps-sim/oauth/authorize");
    expect(config.tokenUrl).toBe("http://localhost:3000/api/maps-sim/oauth/token");
    expect(config.userInfoUrl).toBe("http://localhost:3000/api/maps-sim/oauth/userinfo");
    expect(config.apiBase("mybusinessbusinessinformation")).toBe(
      "http://localhost:3000/api/maps-sim/mybusinessbusinessinformation",
    );
    expect(config).toMatchObject({
      clientId: "storeplus-dev",
      clientSecret: "storeplus-dev-secret",
    });
  });

  it("follows APP_URL, then AUTH_URL", () => {
    expect(
      getMapsConfig({ APP_URL: "https://demo.example/", AUTH_URL: "https://other.example" })
        .tokenUrl,
    ).toBe("https://demo.example/api/maps-sim/oauth/token");
    expect(getMapsConfig({ AUTH_URL: "http://127.0.0.1:3100/api/auth" }).tokenUrl).toBe(
      "http://127.0.0.1:3100/api/maps-sim/oauth/token",
    );
  });

  it("uses Google's real endpoints and no demo credentials with MAPS_SERVICE=google", () => {
    const config = getMapsConfig({ MAPS_SERVICE: "google" });
    expect(config.authorizeUrl).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(config.issuer).toBe("https://accounts.google.com");
    expect(config.tokenUrl).toBe("https://oauth2.googleapis.com/token");
    expect(config.userInfoUrl).toBe("https://openidconnect.googleapis.com/v1/userinfo");
    expect(config.apiBase("mybusinessaccountmanagement")).toBe(
      "https://mybusinessaccountmanagement.googleapis.com",
    );
    expect(config.clientSecret).toBe("");
  });

  it("lets explicit URLs win in either mode", () => {
    const config = getMapsConfig({
      MAPS_SERVICE: "google",
      MAPS_OAUTH_TOKEN_URL: "https://proxy.example/token",
      MAPS_API_BASE: "https://proxy.example/api/",
    });
    expect(config.tokenUrl).toBe("https://proxy.example/token");
    expect(config.apiBase("mybusiness")).toBe("https://proxy.example/api/mybusiness");
  });
});
