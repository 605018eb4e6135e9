// Runs once before the integration files: the migrated template database they all copy.
import { prepareTestDbTemplate } from "./helpers/db";

export default async function setup(): Promise<void> {
  await prepareTestDbTemplate();
}
