/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ModuleStatus {\n    moduleStatus {\n      name\n      status\n    }\n  }\n": typeof types.ModuleStatusDocument,
    "\n  query CurrentUser {\n    user {\n      validateGoogleAccount\n      me {\n        _id\n        memberId\n        email\n        firstName\n        lastName\n        picture\n        createdAt\n        fullName\n        phone\n        position\n        business\n        tenant\n        isStoreplusUser\n        isMasterAccount\n        isLeads\n        leadStep\n        roles\n        info {\n          name\n          isActive\n        }\n        isExpiredLeads\n        validateGoogleAccount\n        shortcuts\n      }\n      memberSettings {\n        syncAccount {\n          name\n          value\n        }\n        viewSectionsInfo {\n          name\n          isActive\n        }\n        permissions {\n          name\n          value\n        }\n      }\n      tenantConfigs {\n        config\n        value {\n          name\n          value\n          stringValue\n          boolean\n        }\n      }\n      googleAdsAccount {\n        customerId\n        currencyCode\n        dateTimeZone\n        descriptiveName\n        testAccount\n        status\n      }\n    }\n  }\n": typeof types.CurrentUserDocument,
};
const documents: Documents = {
    "\n  query ModuleStatus {\n    moduleStatus {\n      name\n      status\n    }\n  }\n": types.ModuleStatusDocument,
    "\n  query CurrentUser {\n    user {\n      validateGoogleAccount\n      me {\n        _id\n        memberId\n        email\n        firstName\n        lastName\n        picture\n        createdAt\n        fullName\n        phone\n        position\n        business\n        tenant\n        isStoreplusUser\n        isMasterAccount\n        isLeads\n        leadStep\n        roles\n        info {\n          name\n          isActive\n        }\n        isExpiredLeads\n        validateGoogleAccount\n        shortcuts\n      }\n      memberSettings {\n        syncAccount {\n          name\n          value\n        }\n        viewSectionsInfo {\n          name\n          isActive\n        }\n        permissions {\n          name\n          value\n        }\n      }\n      tenantConfigs {\n        config\n        value {\n          name\n          value\n          stringValue\n          boolean\n        }\n      }\n      googleAdsAccount {\n        customerId\n        currencyCode\n        dateTimeZone\n        descriptiveName\n        testAccount\n        status\n      }\n    }\n  }\n": types.CurrentUserDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModuleStatus {\n    moduleStatus {\n      name\n      status\n    }\n  }\n"): (typeof documents)["\n  query ModuleStatus {\n    moduleStatus {\n      name\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    user {\n      validateGoogleAccount\n      me {\n        _id\n        memberId\n        email\n        firstName\n        lastName\n        picture\n        createdAt\n        fullName\n        phone\n        position\n        business\n        tenant\n        isStoreplusUser\n        isMasterAccount\n        isLeads\n        leadStep\n        roles\n        info {\n          name\n          isActive\n        }\n        isExpiredLeads\n        validateGoogleAccount\n        shortcuts\n      }\n      memberSettings {\n        syncAccount {\n          name\n          value\n        }\n        viewSectionsInfo {\n          name\n          isActive\n        }\n        permissions {\n          name\n          value\n        }\n      }\n      tenantConfigs {\n        config\n        value {\n          name\n          value\n          stringValue\n          boolean\n        }\n      }\n      googleAdsAccount {\n        customerId\n        currencyCode\n        dateTimeZone\n        descriptiveName\n        testAccount\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    user {\n      validateGoogleAccount\n      me {\n        _id\n        memberId\n        email\n        firstName\n        lastName\n        picture\n        createdAt\n        fullName\n        phone\n        position\n        business\n        tenant\n        isStoreplusUser\n        isMasterAccount\n        isLeads\n        leadStep\n        roles\n        info {\n          name\n          isActive\n        }\n        isExpiredLeads\n        validateGoogleAccount\n        shortcuts\n      }\n      memberSettings {\n        syncAccount {\n          name\n          value\n        }\n        viewSectionsInfo {\n          name\n          isActive\n        }\n        permissions {\n          name\n          value\n        }\n      }\n      tenantConfigs {\n        config\n        value {\n          name\n          value\n          stringValue\n          boolean\n        }\n      }\n      googleAdsAccount {\n        customerId\n        currencyCode\n        dateTimeZone\n        descriptiveName\n        testAccount\n        status\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;