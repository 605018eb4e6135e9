/** The maps service's APIs, as their hosts name them; each has its own quota per project. */
export type MapsApiFamily =
  | "mybusinessaccountmanagement"
  | "mybusinessbusinessinformation"
  | "mybusinessverifications"
  | "businessprofileperformance"
  | "mybusinessnotifications"
  | "mybusinessqanda"
  | "mybusinessplaceactions"
  | "mybusiness";
