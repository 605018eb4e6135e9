export { ApolloLayout as default } from "@/lib/apollo/layout";
