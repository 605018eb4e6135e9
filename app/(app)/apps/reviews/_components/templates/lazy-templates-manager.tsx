"use client";
import dynamic from "next/dynamic";

// The templates list (its editor and delete dialog) loads with the templates tab, not with the
// inbox that shares its route; the server still renders it.
export const LazyTemplatesManager = dynamic(() =>
  import("./templates-manager").then((module) => module.TemplatesManager),
);
