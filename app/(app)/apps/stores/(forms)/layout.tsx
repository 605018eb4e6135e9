// The store forms send their edits through Apollo; the list loads it only with its bulk dialog.
export { ApolloLayout as default } from "@/lib/apollo/layout";
