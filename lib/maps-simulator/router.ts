import "server-only";
import { SIMULATOR_PATH } from "@/lib/maps/config";
import { simulatorEnabled } from "./config";
import { getAccount, listAccounts } from "./handlers/accounts";
import { avatar } from "./handlers/avatar";
import { openIdConfiguration } from "./handlers/discovery";
import { adminClearFaults, adminQueueFault } from "./handlers/admin-faults";
import { listAttributeMetadata } from "./handlers/attribute-metadata";
import { getAttributes, updateAttributes } from "./handlers/attributes";
import { batchGetCategories, listCategories } from "./handlers/categories";
import { createLocation } from "./handlers/location-create";
import { patchLocation } from "./handlers/location-patch";
import { getGoogleUpdated, getLocation, listLocations } from "./handlers/locations";
import {
  createPlaceActionLink,
  deletePlaceActionLink,
  getPlaceActionLink,
  listPlaceActionLinks,
  patchPlaceActionLink,
} from "./handlers/place-actions";
import { authorizeGet, authorizePost } from "./handlers/oauth-authorize";
import { tokenPost } from "./handlers/oauth-token";
import { userInfo } from "./handlers/oauth-userinfo";
import { adminListLocationPosts } from "./handlers/admin-local-posts";
import { adminListLocationMedia } from "./handlers/admin-media";
import { adminCreateReview, adminDeleteReview, adminUpdateReview } from "./handlers/admin-reviews";
import { adminCustomerMessage, adminListMessages, createMessage } from "./handlers/messages";
import {
  createMedia,
  deleteMedia,
  getCustomerMedia,
  getMedia,
  listCustomerMedia,
  listMedia,
} from "./handlers/media";
import { mediaContent, mediaThumbnail } from "./handlers/media-content";
import {
  createLocalPost,
  deleteLocalPost,
  getLocalPost,
  listLocalPosts,
  patchLocalPost,
} from "./handlers/local-posts";
import { fetchMultiDailyMetrics } from "./handlers/performance";
import { createQuestion, listAnswers, listQuestions, upsertAnswer } from "./handlers/questions";
import { listSearchKeywordImpressions } from "./handlers/search-keywords";
import { batchGetReviews, deleteReply, getReview, listReviews, putReply } from "./handlers/reviews";
import { listVerifications } from "./handlers/verifications";
import { fetchVerificationOptions, verifyLocation } from "./handlers/verify";
import { completeVerification, getVoiceOfMerchantState } from "./handlers/voice-of-merchant";
import {
  adminClearDuplicate,
  adminDropVerification,
  adminListVerifications,
  adminSetStanding,
} from "./handlers/admin-standing";
import { json, notFound, SimApiError } from "./http";
import {
  adminGetGoogleUpdated,
  adminGoogleUpdate,
  adminMarkDuplicate,
} from "./notifications/admin-handlers";
import { getNotificationSetting, updateNotificationSetting } from "./notifications/handlers";
import { simCerts } from "./notifications/signing";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Handler = (request: Request, ...ids: string[]) => Response | Promise<Response>;

/**
 * Path patterns below /api/maps-sim; ":id" captures one segment, ":id:verb" a segment ending in
 * ":verb" (Google's custom methods, "locations/123:verify").
 */
const ROUTES: [Method, string, Handler][] = [
  ["GET", "oauth/authorize", authorizeGet],
  ["POST", "oauth/authorize", authorizePost],
  ["POST", "oauth/token", tokenPost],
  ["GET", "oauth/userinfo", userInfo],
  ["POST", "oauth/userinfo", userInfo],
  ["GET", ".well-known/openid-configuration", openIdConfiguration],
  ["GET", "oauth2/v3/certs", simCerts],
  ["GET", "avatars/:id", (_request, file) => avatar(file!.replace(/\.svg$/, ""))],
  ["GET", "media-content/:id", mediaContent],
  ["GET", "media-content/:id/thumbnail", mediaThumbnail],
  ["GET", "mybusinessaccountmanagement/v1/accounts", listAccounts],
  ["GET", "mybusinessaccountmanagement/v1/accounts/:id", getAccount],
  ["GET", "mybusinessbusinessinformation/v1/accounts/:id/locations", listLocations],
  ["POST", "mybusinessbusinessinformation/v1/accounts/:id/locations", createLocation],
  ["GET", "mybusinessbusinessinformation/v1/locations/:id:getGoogleUpdated", getGoogleUpdated],
  ["GET", "mybusinessbusinessinformation/v1/locations/:id", getLocation],
  ["PATCH", "mybusinessbusinessinformation/v1/locations/:id", patchLocation],
  ["GET", "mybusinessbusinessinformation/v1/locations/:id/attributes", getAttributes],
  ["PATCH", "mybusinessbusinessinformation/v1/locations/:id/attributes", updateAttributes],
  ["GET", "mybusinessbusinessinformation/v1/attributes", listAttributeMetadata],
  ["GET", "mybusinessbusinessinformation/v1/categories", listCategories],
  ["GET", "mybusinessbusinessinformation/v1/categories:batchGet", batchGetCategories],
  ["GET", "mybusinessplaceactions/v1/locations/:id/placeActionLinks", listPlaceActionLinks],
  ["POST", "mybusinessplaceactions/v1/locations/:id/placeActionLinks", createPlaceActionLink],
  ["GET", "mybusinessplaceactions/v1/locations/:id/placeActionLinks/:id", getPlaceActionLink],
  ["PATCH", "mybusinessplaceactions/v1/locations/:id/placeActionLinks/:id", patchPlaceActionLink],
  ["DELETE", "mybusinessplaceactions/v1/locations/:id/placeActionLinks/:id", deletePlaceActionLink],
  ["GET", "mybusinessverifications/v1/locations/:id/verifications", listVerifications],
  ["GET", "mybusinessverifications/v1/locations/:id/VoiceOfMerchantState", getVoiceOfMerchantState],
  [
    "POST",
    "mybusinessverifications/v1/locations/:id/verifications/:id:complete",
    completeVerification,
  ],
  ["POST", "mybusinessverifications/v1/locations/:id:verify", verifyLocation],
  [
    "POST",
    "mybusinessverifications/v1/locations/:id:fetchVerificationOptions",
    fetchVerificationOptions,
  ],
  ["GET", "mybusiness/v4/accounts/:id/locations/:id/reviews", listReviews],
  ["GET", "mybusiness/v4/accounts/:id/locations/:id/reviews/:id", getReview],
  ["PUT", "mybusiness/v4/accounts/:id/locations/:id/reviews/:id/reply", putReply],
  ["DELETE", "mybusiness/v4/accounts/:id/locations/:id/reviews/:id/reply", deleteReply],
  ["POST", "mybusiness/v4/accounts/:id/locations:batchGetReviews", batchGetReviews],
  // media/customers before media/:id, which would take "customers" for a media key.
  ["GET", "mybusiness/v4/accounts/:id/locations/:id/media/customers", listCustomerMedia],
  ["GET", "mybusiness/v4/accounts/:id/locations/:id/media/customers/:id", getCustomerMedia],
  ["GET", "mybusiness/v4/accounts/:id/locations/:id/media", listMedia],
  ["POST", "mybusiness/v4/accounts/:id/locations/:id/media", createMedia],
  ["GET", "mybusiness/v4/accounts/:id/locations/:id/media/:id", getMedia],
  ["DELETE", "mybusiness/v4/accounts/:id/locations/:id/media/:id", deleteMedia],
  ["GET", "mybusiness/v4/accounts/:id/locations/:id/localPosts", listLocalPosts],
  ["POST", "mybusiness/v4/accounts/:id/locations/:id/localPosts", createLocalPost],
  ["GET", "mybusiness/v4/accounts/:id/locations/:id/localPosts/:id", getLocalPost],
  ["PATCH", "mybusiness/v4/accounts/:id/locations/:id/localPosts/:id", patchLocalPost],
  ["DELETE", "mybusiness/v4/accounts/:id/locations/:id/localPosts/:id", deleteLocalPost],
  // The v4 paths without the family prefix, as the URLs write them (/api/maps-sim/v4/…).
  ["GET", "v4/accounts/:id/locations/:id/reviews", listReviews],
  ["GET", "v4/accounts/:id/locations/:id/reviews/:id", getReview],
  ["PUT", "v4/accounts/:id/locations/:id/reviews/:id/reply", putReply],
  ["DELETE", "v4/accounts/:id/locations/:id/reviews/:id/reply", deleteReply],
  ["POST", "v4/accounts/:id/locations:batchGetReviews", batchGetReviews],
  ["GET", "v4/accounts/:id/locations/:id/media/customers", listCustomerMedia],
  ["GET", "v4/accounts/:id/locations/:id/media/customers/:id", getCustomerMedia],
  ["GET", "v4/accounts/:id/locations/:id/media", listMedia],
  ["POST", "v4/accounts/:id/locations/:id/media", createMedia],
  ["GET", "v4/accounts/:id/locations/:id/media/:id", getMedia],
  ["DELETE", "v4/accounts/:id/locations/:id/media/:id", deleteMedia],
  ["GET", "v4/accounts/:id/locations/:id/localPosts", listLocalPosts],
  ["POST", "v4/accounts/:id/locations/:id/localPosts", createLocalPost],
  ["GET", "v4/accounts/:id/locations/:id/localPosts/:id", getLocalPost],
  ["PATCH", "v4/accounts/:id/locations/:id/localPosts/:id", patchLocalPost],
  ["DELETE", "v4/accounts/:id/locations/:id/localPosts/:id", deleteLocalPost],
  ["GET", "mybusinessnotifications/v1/accounts/:id/notificationSetting", getNotificationSetting],
  [
    "PATCH",
    "mybusinessnotifications/v1/accounts/:id/notificationSetting",
    updateNotificationSetting,
  ],
  ["GET", "mybusinessqanda/v1/locations/:id/questions", listQuestions],
  ["POST", "mybusinessqanda/v1/locations/:id/questions", createQuestion],
  ["GET", "mybusinessqanda/v1/locations/:id/questions/:id/answers", listAnswers],
  ["POST", "mybusinessqanda/v1/locations/:id/questions/:id/answers:upsert", upsertAnswer],
  [
    "GET",
    "businessprofileperformance/v1/locations/:id:fetchMultiDailyMetricsTimeSeries",
    fetchMultiDailyMetrics,
  ],
  [
    "GET",
    "businessprofileperformance/v1/locations/:id/searchkeywords/impressions/monthly",
    listSearchKeywordImpressions,
  ],
  ["POST", "businessmessages/v1/conversations/:id/messages", createMessage],
  ["POST", "_admin/conversations/messages", adminCustomerMessage],
  ["GET", "_admin/conversations/:id/messages", adminListMessages],
  ["POST", "_admin/reviews", adminCreateReview],
  ["POST", "_admin/reviews/:id:update", adminUpdateReview],
  ["DELETE", "_admin/reviews/:id", adminDeleteReview],
  ["GET", "_admin/locations/:id/media", adminListLocationMedia],
  ["GET", "_admin/locations/:id/localPosts", adminListLocationPosts],
  ["POST", "_admin/locations/:id:googleUpdate", adminGoogleUpdate],
  ["GET", "_admin/locations/:id/googleUpdated", adminGetGoogleUpdated],
  ["POST", "_admin/locations/:id:markDuplicate", adminMarkDuplicate],
  ["POST", "_admin/locations/:id:clearDuplicate", adminClearDuplicate],
  ["POST", "_admin/locations/:id:standing", adminSetStanding],
  ["POST", "_admin/locations/:id:dropVerification", adminDropVerification],
  ["GET", "_admin/locations/:id/verifications", adminListVerifications],
  ["POST", "_admin/faults", adminQueueFault],
  ["DELETE", "_admin/faults/:id", adminClearFaults],
];

function match(pattern: string, segments: string[]): string[] | null {
  const parts = pattern.split("/");
  if (parts.length !== segments.length) return null;
  const ids: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const segment = segments[i]!;
    if (part.startsWith(":id")) {
      const verb = part.slice(3);
      if (verb && (!segment.endsWith(verb) || segment.length === verb.length)) return null;
      ids.push(verb ? segment.slice(0, -verb.length) : segment);
    } else if (part !== segment) return null;
  }
  return ids;
}

function segmentsOf(request: Request): string[] | null {
  const { pathname } = new URL(request.url);
  const at = pathname.indexOf(`${SIMULATOR_PATH}/`);
  if (at < 0) return null;
  try {
    return pathname
      .slice(at + SIMULATOR_PATH.length + 1)
      .split("/")
      .filter(Boolean)
      .map(decodeURIComponent);
  } catch {
    return null;
  }
}

// With MAPS_SERVICE=google the simulator does not exist: all of it answers 404.
export async function handleMapsSimRequest(request: Request): Promise<Response> {
  if (!simulatorEnabled()) return new Response("Not Found", { status: 404 });
  const segments = segmentsOf(request);
  const method = request.method.toUpperCase() as Method;
  try {
    for (const [routeMethod, pattern, handler] of ROUTES) {
      const ids = segments && routeMethod === method ? match(pattern, segments) : null;
      if (ids) return await handler(request, ...ids);
    }
    throw notFound(`The requested URL was not found on this server.`);
  } catch (error) {
    if (error instanceof SimApiError) return error.toResponse();
    console.error("maps simulator failed", error);
    return json(
      { error: { code: 500, message: "Internal error encountered.", status: "INTERNAL" } },
      500,
    );
  }
}
