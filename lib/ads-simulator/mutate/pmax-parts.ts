import "server-only";
import sharp from "sharp";
import { simVideoSeconds } from "../youtube";
import { idOf } from "../store";
import type { ResourceHandler } from "./batch";
import { finalUrls, oneOf, requiredText } from "./checks";

// Assets (text, image, YouTube video), Performance Max asset groups and the links between them,
// with each field type's length or picture limits.

const TEXT_LIMITS: Record<string, number> = {
  HEADLINE: 30,
  LONG_HEADLINE: 90,
  DESCRIPTION: 90,
  BUSINESS_NAME: 25,
};
/** Aspect ratio (width / height) and smallest size of each image field. */
const IMAGE_LIMITS: Record<string, { ratio: number; width: number; height: number }> = {
  MARKETING_IMAGE: { ratio: 1.91, width: 600, height: 314 },
  SQUARE_MARKETING_IMAGE: { ratio: 1, width: 300, height: 300 },
  PORTRAIT_MARKETING_IMAGE: { ratio: 0.8, width: 480, height: 600 },
  LOGO: { ratio: 1, width: 128, height: 128 },
  LANDSCAPE_LOGO: { ratio: 4, width: 512, height: 128 },
};
const RATIO_TOLERANCE = 0.01;
const MAX_IMAGE_BYTES = 5_120_000;
export const FIELD_TYPES = [
  ...Object.keys(TEXT_LIMITS),
  ...Object.keys(IMAGE_LIMITS),
  "YOUTUBE_VIDEO",
];

export const assets: ResourceHandler = {
  type: "asset",
  collection: "assets",
  async create(batch, body, p) {
    const kinds = ["textAsset", "imageAsset", "youtubeVideoAsset"].filter(
      (k) => body[k] !== undefined,
    );
    if (kinds.length !== 1)
      p.add("assetError", "ASSET_TYPE_REQUIRED", "Set exactly one kind of asset.");
    p.check();
    const data: Record<string, unknown> = { ...body };
    if (body.textAsset) {
      requiredText(p, (body.textAsset as { text?: unknown }).text, ["text_asset", "text"]);
      data.type = "TEXT";
    } else if (body.imageAsset) {
      const bytes = Buffer.from(
        String((body.imageAsset as { data?: unknown }).data ?? ""),
        "base64",
      );
      const meta = bytes.length
        ? await sharp(bytes)
            .metadata()
            .catch(() => null)
        : null;
      if (!meta?.width || !meta.height || !["png", "jpeg", "gif"].includes(meta.format ?? ""))
        p.add("imageError", "INVALID_IMAGE", "The image is not valid.", ["image_asset", "data"]);
      else if (bytes.length > MAX_IMAGE_BYTES)
        p.add("imageError", "FILE_TOO_LARGE", "The image file is too large.", [
          "image_asset",
          "data",
        ]);
      data.type = "IMAGE";
      data.imageAsset = {
        fileSize: String(bytes.length),
        mimeType: `IMAGE_${(meta?.format ?? "png").toUpperCase()}`,
        fullSize: {
          widthPixels: String(meta?.width ?? 0),
          heightPixels: String(meta?.height ?? 0),
        },
      };
    } else {
      const id = (body.youtubeVideoAsset as { youtubeVideoId?: unknown }).youtubeVideoId;
      if (typeof id !== "string" || simVideoSeconds(id) === null)
        p.add(
          "mediaFileError",
          "YOUTUBE_VIDEO_NOT_FOUND",
          "The YouTube video was not found.",
          ["youtube_video_asset", "youtube_video_id"],
          String(id),
        );
      data.type = "YOUTUBE_VIDEO";
    }
    p.check();
    const resourceName = batch.name("assets", body.resourceName);
    return batch.put({
      resourceName,
      type: "asset",
      campaign: null,
      data: { ...data, resourceName, id: idOf(resourceName) },
    });
  },
};

export const assetGroups: ResourceHandler = {
  type: "assetGroup",
  collection: "assetGroups",
  async create(batch, body, p) {
    const name = requiredText(p, body.name, ["name"], 255);
    oneOf(p, body.status, ["ENABLED", "PAUSED"] as const, ["status"]);
    finalUrls(p, body.finalUrls, ["final_urls"]);
    const campaign = await batch.get(body.campaign, "campaign");
    if (!campaign)
      p.add("mutateError", "RESOURCE_NOT_FOUND", "The campaign was not found.", ["campaign"]);
    else if (campaign.data.advertisingChannelType !== "PERFORMANCE_MAX")
      p.add(
        "assetGroupError",
        "CANNOT_ADD_ASSET_GROUP_FOR_CAMPAIGN_TYPE",
        "Asset groups belong to Performance Max campaigns.",
        ["campaign"],
      );
    if (
      (await batch.list("assetGroup")).some(
        (g) => g.data.name === name && g.campaign === campaign?.resourceName,
      )
    )
      p.add("assetGroupError", "DUPLICATE_NAME", "An asset group with this name already exists.", [
        "name",
      ]);
    p.check();
    const resourceName = batch.name("assetGroups", body.resourceName);
    return batch.put({
      resourceName,
      type: "assetGroup",
      campaign: campaign!.resourceName,
      data: { ...body, resourceName, id: idOf(resourceName), campaign: campaign!.resourceName },
    });
  },
};

function nearRatio(width: number, height: number, ratio: number) {
  return Math.abs(width / height - ratio) <= ratio * RATIO_TOLERANCE;
}

export const assetGroupAssets: ResourceHandler = {
  type: "assetGroupAsset",
  collection: "assetGroupAssets",
  async create(batch, body, p) {
    const group = await batch.get(body.assetGroup, "assetGroup");
    const asset = await batch.get(body.asset, "asset");
    if (!group)
      p.add("mutateError", "RESOURCE_NOT_FOUND", "The asset group was not found.", ["asset_group"]);
    if (!asset) p.add("mutateError", "RESOURCE_NOT_FOUND", "The asset was not found.", ["asset"]);
    const fieldType = oneOf(p, body.fieldType, FIELD_TYPES, ["field_type"]);
    p.check();
    const type = asset!.data.type;
    const mismatch = () =>
      p.add(
        "assetLinkError",
        "FIELD_TYPE_INCOMPATIBLE_WITH_ASSET_TYPE",
        `A ${String(type)} asset cannot be a ${fieldType}.`,
        ["field_type"],
      );
    if (fieldType in TEXT_LIMITS) {
      if (type !== "TEXT") mismatch();
      else
        requiredText(
          p,
          (asset!.data.textAsset as { text: string }).text,
          ["asset", "text_asset", "text"],
          TEXT_LIMITS[fieldType],
        );
    } else if (fieldType in IMAGE_LIMITS) {
      if (type !== "IMAGE") mismatch();
      else {
        const size = (
          asset!.data.imageAsset as { fullSize: { widthPixels: string; heightPixels: string } }
        ).fullSize;
        const [w, h] = [Number(size.widthPixels), Number(size.heightPixels)];
        const limit = IMAGE_LIMITS[fieldType]!;
        if (!nearRatio(w, h, limit.ratio))
          p.add(
            "imageError",
            "ASPECT_RATIO_NOT_ALLOWED",
            `A ${fieldType} must be ${limit.ratio}:1.`,
            ["asset"],
          );
        else if (w < limit.width || h < limit.height)
          p.add(
            "imageError",
            "IMAGE_TOO_SMALL",
            `A ${fieldType} must be at least ${limit.width}x${limit.height}.`,
            ["asset"],
          );
      }
    } else if (type !== "YOUTUBE_VIDEO") mismatch();
    p.check();
    const resourceName = batch.name(
      "assetGroupAssets",
      body.resourceName,
      `${idOf(group!.resourceName)}~${idOf(asset!.resourceName)}~${fieldType}`,
    );
    return batch.put({
      resourceName,
      type: "assetGroupAsset",
      campaign: group!.campaign,
      data: {
        ...body,
        resourceName,
        assetGroup: group!.resourceName,
        asset: asset!.resourceName,
        status: "ENABLED",
      },
    });
  },
};

/** The fewest of each field an asset group needs, with Google's code when it has fewer. */
export const ASSET_GROUP_MINIMUMS: [string, number, string][] = [
  ["HEADLINE", 3, "NOT_ENOUGH_HEADLINE_ASSET"],
  ["LONG_HEADLINE", 1, "NOT_ENOUGH_LONG_HEADLINE_ASSET"],
  ["DESCRIPTION", 2, "NOT_ENOUGH_DESCRIPTION_ASSET"],
  ["BUSINESS_NAME", 1, "NOT_ENOUGH_BUSINESS_NAME_ASSET"],
  ["MARKETING_IMAGE", 1, "NOT_ENOUGH_MARKETING_IMAGE_ASSET"],
  ["SQUARE_MARKETING_IMAGE", 1, "NOT_ENOUGH_SQUARE_MARKETING_IMAGE_ASSET"],
  ["LOGO", 1, "NOT_ENOUGH_LOGO_ASSET"],
];

/** A landscape logo stands for a logo in the count. */
export const countedAs = (fieldType: string) =>
  fieldType === "LANDSCAPE_LOGO" ? "LOGO" : fieldType;
