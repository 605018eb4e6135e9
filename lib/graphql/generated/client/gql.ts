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
    "\n  mutation UpdateCostPrice($item: CostItem!, $unitPrice: String!, $currency: String!) {\n    updateCostPrice(item: $item, unitPrice: $unitPrice, currency: $currency) {\n      item\n      unitPrice\n      currency\n    }\n  }\n": typeof types.UpdateCostPriceDocument,
    "\n  query AdminCosts($month: String!, $limit: Int, $offset: Int) {\n    costs(month: $month, limit: $limit, offset: $offset) {\n      month\n      total\n      items {\n        tenantId\n        tenant\n        adsLinked\n        lines {\n          item\n          quantity\n          amount\n          currency\n        }\n        totals {\n          currency\n          amount\n        }\n      }\n      totals {\n        lines {\n          item\n          quantity\n          amount\n          currency\n        }\n        totals {\n          currency\n          amount\n        }\n      }\n    }\n    costPrices {\n      item\n      unitPrice\n      currency\n    }\n  }\n": typeof types.AdminCostsDocument,
    "\n  mutation UpdateMapsNotificationSetting(\n    $account: String!\n    $pubsubTopic: String!\n    $notificationTypes: [String!]!\n  ) {\n    updateMapsNotificationSetting(\n      account: $account\n      pubsubTopic: $pubsubTopic\n      notificationTypes: $notificationTypes\n    ) {\n      account\n      storeCount\n      pubsubTopic\n      notificationTypes\n      updatedAt\n    }\n  }\n": typeof types.UpdateMapsNotificationSettingDocument,
    "\n  query MapsNotificationSettings {\n    mapsNotificationSettings {\n      types\n      accounts {\n        account\n        storeCount\n        pubsubTopic\n        notificationTypes\n        updatedAt\n      }\n      recentMessages {\n        messageId\n        type\n        location\n        locationName\n        receivedAt\n      }\n    }\n  }\n": typeof types.MapsNotificationSettingsDocument,
    "\n  query OnboardingSteps {\n    onboardingSteps {\n      key\n      done\n      count\n    }\n  }\n": typeof types.OnboardingStepsDocument,
    "\n  query RoleImpact($id: ID!) {\n    roleImpact(id: $id) {\n      userCount\n      onlyRoleCount\n      users {\n        id\n        name\n        email\n      }\n    }\n  }\n": typeof types.RoleImpactDocument,
    "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id) {\n      affectedUsers\n      skippedUsers {\n        id\n        name\n        email\n      }\n    }\n  }\n": typeof types.DeleteRoleDocument,
    "\n  query RoleHolders($id: ID!) {\n    roleImpact(id: $id) {\n      userCount\n      users {\n        id\n        name\n        email\n      }\n    }\n  }\n": typeof types.RoleHoldersDocument,
    "\n  mutation CreateRole($input: RoleInput!) {\n    createRole(input: $input) {\n      role {\n        ...AdminRole\n      }\n      affectedUsers\n      skippedUsers {\n        id\n        name\n        email\n      }\n    }\n  }\n": typeof types.CreateRoleDocument,
    "\n  mutation UpdateRole($id: ID!, $input: RoleInput!) {\n    updateRole(id: $id, input: $input) {\n      role {\n        ...AdminRole\n      }\n      affectedUsers\n      skippedUsers {\n        id\n        name\n        email\n      }\n    }\n  }\n": typeof types.UpdateRoleDocument,
    "\n  fragment AdminRole on Role {\n    id\n    name\n    description\n    custom\n    grants\n    userCount\n  }\n": typeof types.AdminRoleFragmentDoc,
    "\n  query AdminRoles {\n    roles {\n      ...AdminRole\n    }\n  }\n": typeof types.AdminRolesDocument,
    "\n  mutation UpdateScheduledJob($id: ID!, $input: ScheduledJobInput!) {\n    updateScheduledJob(id: $id, input: $input) {\n      ...AdminScheduledJob\n    }\n  }\n": typeof types.UpdateScheduledJobDocument,
    "\n  fragment AdminScheduledJob on ScheduledJob {\n    id\n    name\n    scheduleExpression\n    enabled\n    lambdaName\n    arn\n    nextRunAt\n    lastStartedAt\n    lastFinishedAt\n    lastOutcome\n    lastError\n  }\n": typeof types.AdminScheduledJobFragmentDoc,
    "\n  query AdminScheduledJobs {\n    scheduledJobs {\n      ...AdminScheduledJob\n    }\n  }\n": typeof types.AdminScheduledJobsDocument,
    "\n  mutation SetScheduledJobEnabled($id: ID!, $enabled: Boolean!) {\n    setScheduledJobEnabled(id: $id, enabled: $enabled) {\n      ...AdminScheduledJob\n    }\n  }\n": typeof types.SetScheduledJobEnabledDocument,
    "\n  mutation RunScheduledJob($id: ID!) {\n    runScheduledJob(id: $id) {\n      ...AdminScheduledJob\n    }\n  }\n": typeof types.RunScheduledJobDocument,
    "\n  query PasswordTokenValid($token: String!) {\n    passwordTokenValid(token: $token)\n  }\n": typeof types.PasswordTokenValidDocument,
    "\n  mutation SetPasswordWithToken($token: String!, $password: String!) {\n    setPasswordWithToken(token: $token, password: $password)\n  }\n": typeof types.SetPasswordWithTokenDocument,
    "\n  query AdminSyncSettings {\n    syncSettings {\n      kind\n      period\n      periods\n      scheduled\n      isDefault\n      lastJob {\n        id\n        status\n        total\n        done\n        failed\n        createdAt\n        finishedAt\n      }\n    }\n  }\n": typeof types.AdminSyncSettingsDocument,
    "\n  mutation UpdateSyncSetting($kind: SyncKind!, $period: SyncPeriod!, $scheduled: Boolean!) {\n    updateSyncSetting(kind: $kind, period: $period, scheduled: $scheduled) {\n      kind\n      period\n      scheduled\n      isDefault\n    }\n  }\n": typeof types.UpdateSyncSettingDocument,
    "\n  mutation RunSync($kind: SyncKind!) {\n    runSync(kind: $kind) {\n      id\n    }\n  }\n": typeof types.RunSyncDocument,
    "\n  query SyncJobStatus($id: ID!) {\n    job(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.SyncJobStatusDocument,
    "\n  mutation CreateTenant($input: TenantInput!) {\n    createTenant(input: $input) {\n      ...AdminTenant\n    }\n  }\n": typeof types.CreateTenantDocument,
    "\n  mutation UpdateTenant($id: ID!, $input: TenantInput!) {\n    updateTenant(id: $id, input: $input) {\n      ...AdminTenant\n    }\n  }\n": typeof types.UpdateTenantDocument,
    "\n  fragment AdminTenant on Tenant {\n    id\n    name\n    status\n    timeZone\n    whitelistedDomains\n    userCount\n    storeCount\n    createdAt\n    configs {\n      config\n      value {\n        name\n        value\n        stringValue\n        boolean\n      }\n    }\n    featureFlags {\n      name\n      isActive\n      value\n    }\n  }\n": typeof types.AdminTenantFragmentDoc,
    "\n  query AdminTenants {\n    tenants {\n      ...AdminTenant\n    }\n    moduleStatus {\n      name\n      status\n    }\n  }\n": typeof types.AdminTenantsDocument,
    "\n  mutation SetModuleStatus($name: String!, $status: String!) {\n    setModuleStatus(name: $name, status: $status) {\n      name\n      status\n    }\n  }\n": typeof types.SetModuleStatusDocument,
    "\n  mutation SetTenantConfig($id: ID!, $config: String!, $values: [TenantConfigValueInput!]!) {\n    setTenantConfig(id: $id, config: $config, values: $values) {\n      ...AdminTenant\n    }\n  }\n": typeof types.SetTenantConfigDocument,
    "\n  mutation SetFeatureFlag($id: ID!, $input: FeatureFlagInput!) {\n    setFeatureFlag(id: $id, input: $input) {\n      ...AdminTenant\n    }\n  }\n": typeof types.SetFeatureFlagDocument,
    "\n  mutation SetTenantStatus($id: ID!, $status: String!) {\n    setTenantStatus(id: $id, status: $status) {\n      ...AdminTenant\n    }\n  }\n": typeof types.SetTenantStatusDocument,
    "\n  mutation ResetUserPassword($id: ID!) {\n    resetUserPassword(id: $id) {\n      url\n      expiresAt\n    }\n  }\n": typeof types.ResetUserPasswordDocument,
    "\n  fragment AdminUserRow on TenantUser {\n    id\n    name\n    firstName\n    lastName\n    email\n    username\n    roles\n    roleIds\n    kind\n    mapsAccount\n    disabled\n    passwordSet\n    createdAt\n  }\n": typeof types.AdminUserRowFragmentDoc,
    "\n  fragment AdminRoleOption on Role {\n    id\n    name\n    description\n    custom\n  }\n": typeof types.AdminRoleOptionFragmentDoc,
    "\n  query AdminUsers($filter: UserFilter, $limit: Int, $offset: Int) {\n    users(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...AdminUserRow\n      }\n    }\n    roles {\n      ...AdminRoleOption\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation UpdateUserRoles($id: ID!, $roles: [ID!]!) {\n    updateUserRoles(id: $id, roles: $roles) {\n      ...AdminUserRow\n    }\n  }\n": typeof types.UpdateUserRolesDocument,
    "\n  mutation SetUserDisabled($id: ID!, $disabled: Boolean!) {\n    setUserDisabled(id: $id, disabled: $disabled) {\n      ...AdminUserRow\n    }\n  }\n": typeof types.SetUserDisabledDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n        name\n        email\n      }\n      setPasswordUrl\n      expiresAt\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  query NewUserRoles {\n    roles {\n      id\n      name\n      description\n      custom\n    }\n  }\n": typeof types.NewUserRolesDocument,
    "\n  fragment AuditEntryRow on AuditEntry {\n    id\n    createdAt\n    actor\n    actorId\n    action\n    targetType\n    targetId\n    changes\n    ip\n    userAgent\n  }\n": typeof types.AuditEntryRowFragmentDoc,
    "\n  query AuditLog($filter: AuditFilter, $limit: Int, $offset: Int) {\n    auditLog(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...AuditEntryRow\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query AuditTimeZone {\n    postSettings {\n      timeZone\n    }\n  }\n": typeof types.AuditTimeZoneDocument,
    "\n  query LibraryFiles($filter: ResourceFilter, $limit: Int, $offset: Int) {\n    resources(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        name\n        kind\n        url\n        width\n        height\n        byteSize\n      }\n    }\n  }\n": typeof types.LibraryFilesDocument,
    "\n  query PickedResource($id: ID!) {\n    resource(id: $id) {\n      id\n      name\n      kind\n      url\n      width\n      height\n      byteSize\n      durationMs\n    }\n  }\n": typeof types.PickedResourceDocument,
    "\n  mutation DeleteResource($id: ID!) {\n    deleteResource(id: $id)\n  }\n": typeof types.DeleteResourceDocument,
    "\n  mutation UpdateResource($input: UpdateResourceInput!) {\n    updateResource(input: $input) {\n      ...ResourceItem\n    }\n  }\n": typeof types.UpdateResourceDocument,
    "\n  fragment ResourceItem on Resource {\n    id\n    name\n    tags\n    kind\n    mimeType\n    byteSize\n    width\n    height\n    durationMs\n    url\n    createdAt\n  }\n": typeof types.ResourceItemFragmentDoc,
    "\n  query ResourcesLibrary($filter: ResourceFilter, $limit: Int, $offset: Int) {\n    resources(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...ResourceItem\n      }\n    }\n    resourceTags\n  }\n": typeof types.ResourcesLibraryDocument,
    "\n  fragment JobSummary on Job {\n    id\n    kind\n    status\n    outcome\n    total\n    done\n    failed\n    createdAt\n    finishedAt\n    startedBy\n    fields\n    scheduledFor\n    timeZone\n  }\n": typeof types.JobSummaryFragmentDoc,
    "\n  query JobProgress($id: ID!) {\n    job(id: $id) {\n      id\n      kind\n      status\n      outcome\n      scheduledFor\n      timeZone\n      total\n      done\n      failed\n      createdAt\n      finishedAt\n      items(limit: 20, status: FAILED) {\n        id\n        locationName\n        status\n        error\n        errorDetail\n      }\n    }\n  }\n": typeof types.JobProgressDocument,
    "\n  mutation RetryJobItems($id: ID!) {\n    retryJobItems(id: $id) {\n      id\n      status\n      done\n      failed\n    }\n  }\n": typeof types.RetryJobItemsDocument,
    "\n  query JobsPage($limit: Int, $offset: Int) {\n    jobs(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...JobSummary\n      }\n    }\n  }\n": typeof types.JobsPageDocument,
    "\n  query JobPage($id: ID!, $limit: Int) {\n    job(id: $id) {\n      ...JobSummary\n      items(limit: $limit) {\n        id\n        locationId\n        locationName\n        storeCode\n        status\n        error\n        errorDetail\n      }\n    }\n  }\n": typeof types.JobPageDocument,
    "\n  fragment ExtractJobFields on ExtractJob {\n    id\n    status\n    metrics\n    storeIds\n    dateFrom\n    dateTo\n    destination\n    rowCount\n    error\n    attempts\n    createdAt\n    finishedAt\n  }\n": typeof types.ExtractJobFieldsFragmentDoc,
    "\n  query ExtractJobs($status: ExtractJobStatus, $limit: Int, $offset: Int) {\n    extractJobs(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...ExtractJobFields\n      }\n    }\n  }\n": typeof types.ExtractJobsDocument,
    "\n  query ExtractJob($id: ID!) {\n    extractJob(id: $id) {\n      ...ExtractJobFields\n      steps {\n        step\n        startedAt\n        finishedAt\n        durationMs\n        rows\n        error\n      }\n    }\n  }\n": typeof types.ExtractJobDocument,
    "\n  mutation CreateExtractJob($input: CreateExtractJobInput!) {\n    createExtractJob(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.CreateExtractJobDocument,
    "\n  mutation RetryExtractJob($id: ID!, $fromStart: Boolean) {\n    retryExtractJob(id: $id, fromStart: $fromStart) {\n      id\n      status\n    }\n  }\n": typeof types.RetryExtractJobDocument,
    "\n  query MarketingLocations(\n    $search: String\n    $workspaceId: ID\n    $limit: Int\n    $filters: [LocationColumnFilter!]\n  ) {\n    marketingLocations(\n      search: $search\n      workspaceId: $workspaceId\n      limit: $limit\n      filters: $filters\n    ) {\n      id\n      title\n      locality\n    }\n  }\n": typeof types.MarketingLocationsDocument,
    "\n  query Connectors {\n    connectors {\n      type\n      state\n      lastTestedAt\n      lastError\n      exportSchema\n      projectId\n      datasetId\n      clientEmail\n    }\n  }\n": typeof types.ConnectorsDocument,
    "\n  mutation SaveConnector($input: SaveConnectorInput!) {\n    saveConnector(input: $input) {\n      type\n      state\n    }\n  }\n": typeof types.SaveConnectorDocument,
    "\n  mutation TestConnector($type: ConnectorType!) {\n    testConnector(type: $type) {\n      ok\n      error\n      connector {\n        type\n        state\n        lastTestedAt\n        lastError\n      }\n    }\n  }\n": typeof types.TestConnectorDocument,
    "\n  query SourceTables {\n    sourceTables {\n      name\n      columns\n      rows\n    }\n  }\n": typeof types.SourceTablesDocument,
    "\n  query SourceTablePreview($name: String!) {\n    sourceTablePreview(name: $name) {\n      name\n      columns\n      rows\n    }\n  }\n": typeof types.SourceTablePreviewDocument,
    "\n  fragment MediaPackageItem on MediaPackage {\n    id\n    name\n    category\n    mediaFormat\n    totalLocations\n    sentAt\n    dismissedAt\n    createdAt\n    files {\n      id\n      name\n      kind\n      url\n    }\n    job {\n      id\n      status\n      total\n      done\n      failed\n    }\n    links {\n      id\n      expiresAt\n    }\n  }\n": typeof types.MediaPackageItemFragmentDoc,
    "\n  query MediaPackages($includeDismissed: Boolean, $limit: Int, $offset: Int) {\n    mediaPackages(includeDismissed: $includeDismissed, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...MediaPackageItem\n      }\n    }\n  }\n": typeof types.MediaPackagesDocument,
    "\n  query MediaJobSummary($id: ID!) {\n    mediaJob(id: $id) {\n      job {\n        id\n        status\n        createdAt\n      }\n      package {\n        ...MediaPackageItem\n      }\n    }\n  }\n": typeof types.MediaJobSummaryDocument,
    "\n  query MediaJobItems($id: ID!, $limit: Int, $offset: Int) {\n    mediaJob(id: $id) {\n      job {\n        id\n        status\n        total\n        done\n        failed\n      }\n      items(limit: $limit, offset: $offset) {\n        id\n        locationName\n        storeCode\n        fileName\n        status\n        error\n        errorDetail\n        googleUrl\n      }\n    }\n  }\n": typeof types.MediaJobItemsDocument,
    "\n  query MediaLocations(\n    $search: String\n    $workspaceId: ID\n    $limit: Int\n    $filters: [LocationColumnFilter!]\n  ) {\n    mediaLocations(search: $search, workspaceId: $workspaceId, limit: $limit, filters: $filters) {\n      id\n      title\n      locality\n    }\n  }\n": typeof types.MediaLocationsDocument,
    "\n  mutation CreateMediaPackage($input: MediaPackageInput!) {\n    createMediaPackage(input: $input) {\n      id\n      job {\n        id\n      }\n    }\n  }\n": typeof types.CreateMediaPackageDocument,
    "\n  mutation DismissMediaPackage($id: ID!, $dismissed: Boolean) {\n    dismissMediaPackage(id: $id, dismissed: $dismissed)\n  }\n": typeof types.DismissMediaPackageDocument,
    "\n  mutation CreateMediaLink($input: MediaLinkInput!) {\n    createMediaLink(input: $input) {\n      url\n      link {\n        id\n        expiresAt\n      }\n    }\n  }\n": typeof types.CreateMediaLinkDocument,
    "\n  mutation RevokeMediaLink($id: ID!) {\n    revokeMediaLink(id: $id)\n  }\n": typeof types.RevokeMediaLinkDocument,
    "\n  query StoreMedia($locationId: ID!) {\n    storeMedia(locationId: $locationId) {\n      locationId\n      locationName\n      available\n      owner {\n        ...StoreMediaItemFields\n      }\n      customer {\n        ...StoreMediaItemFields\n      }\n      links {\n        id\n        expiresAt\n      }\n    }\n  }\n  fragment StoreMediaItemFields on StoreMediaItem {\n    name\n    source\n    mediaFormat\n    category\n    googleUrl\n    thumbnailUrl\n    createTime\n    attribution\n    report {\n      status\n      updatedAt\n    }\n  }\n": typeof types.StoreMediaDocument,
    "\n  mutation DeleteStoreMedia($locationId: ID!, $name: ID!) {\n    deleteStoreMedia(locationId: $locationId, name: $name) {\n      id\n    }\n  }\n": typeof types.DeleteStoreMediaDocument,
    "\n  mutation SetMediaReport($locationId: ID!, $name: ID!, $status: MediaReportStatus) {\n    setMediaReport(locationId: $locationId, name: $name, status: $status) {\n      name\n      report {\n        status\n        updatedAt\n      }\n    }\n  }\n": typeof types.SetMediaReportDocument,
    "\n  query MediaStore($name: ID!) {\n    mediaStore(name: $name) {\n      id\n    }\n  }\n": typeof types.MediaStoreDocument,
    "\n  query ModuleStatus {\n    moduleStatus {\n      name\n      status\n    }\n  }\n": typeof types.ModuleStatusDocument,
    "\n  query ShellStoreSearch($search: String!, $limit: Int!) {\n    locations(\n      filter: { search: $search, searchIn: [locationName, storeCode, locality] }\n      sort: { by: relevance }\n      limit: $limit\n    ) {\n      items {\n        _id\n        locationName\n        storeCode\n        address {\n          locality\n        }\n      }\n    }\n  }\n": typeof types.ShellStoreSearchDocument,
    "\n  query NotificationGroups {\n    notifications {\n      _id\n      countLocationsIsRead\n      countLocationsNotRead\n      updates {\n        objectId\n        infoUrl\n        isRead\n        location {\n          locationName\n        }\n      }\n    }\n  }\n": typeof types.NotificationGroupsDocument,
    "\n  mutation SetIsReadUpdate($tenant: ID!, $userId: ID!, $objectsId: [ID!]!) {\n    setIsReadUpdate(tenant: $tenant, userId: $userId, objectsId: $objectsId)\n  }\n": typeof types.SetIsReadUpdateDocument,
    "\n  query OnboardingLocations {\n    onBoardingLocations {\n      id\n      locationName\n      storeCode\n      address {\n        addressLines\n        locality\n        administrativeArea\n      }\n      openInfo {\n        status\n      }\n      verified\n      selectability\n    }\n  }\n": typeof types.OnboardingLocationsDocument,
    "\n  mutation SaveUserInfo($input: SaveUserInfoInput!) {\n    saveUserInfo(input: $input) {\n      success\n      leadStep\n    }\n  }\n": typeof types.SaveUserInfoDocument,
    "\n  mutation VerifyOnboardingLocation($input: VerifiedGoogleLocationInput!) {\n    verifiedLocation(verifiedGoogleLocationInput: $input) {\n      locationGoogleId\n      status\n      selectability\n    }\n  }\n": typeof types.VerifyOnboardingLocationDocument,
    "\n  mutation UpdateLocationsLeads($locations: [ID!]!) {\n    updateLocationsLeads(locations: $locations)\n  }\n": typeof types.UpdateLocationsLeadsDocument,
    "\n  mutation SetupInitialReviews($userId: ID!, $tenant: ID!, $month: Int) {\n    setupInitialReviews(userId: $userId, tenant: $tenant, month: $month) {\n      success\n      imported\n    }\n  }\n": typeof types.SetupInitialReviewsDocument,
    "\n  mutation SetupInitialReportInsights($userId: ID!, $tenant: ID!) {\n    setupInitialReportInsights(userId: $userId, tenant: $tenant) {\n      success\n      imported\n    }\n  }\n": typeof types.SetupInitialReportInsightsDocument,
    "\n  mutation SetupInitialQA($userId: ID!, $tenant: ID!) {\n    setupInitialQA(userId: $userId, tenant: $tenant) {\n      success\n      imported\n    }\n  }\n": typeof types.SetupInitialQaDocument,
    "\n  mutation UpdateLeadStep($tenant: ID!, $memberId: ID!, $step: LeadStep!) {\n    updateLeadStep(tenant: $tenant, memberId: $memberId, step: $step) {\n      leadStep\n    }\n  }\n": typeof types.UpdateLeadStepDocument,
    "\n  query HomeData(\n    $limit: Int\n    $selection: HomeSelection\n    $interactions: Boolean! = true\n    $reputation: Boolean! = true\n    $questions: Boolean! = true\n  ) {\n    topLocations(limit: $limit, selection: $selection) @include(if: $interactions) {\n      id\n      _id\n      locationName\n      address {\n        addressLines\n        locality\n      }\n      insights {\n        indications\n        phone\n        web\n      }\n    }\n    homeWeb(selection: $selection) {\n      reviews @include(if: $reputation) {\n        rating\n        total\n        answered\n      }\n      faq @include(if: $questions) {\n        totalQ\n        answeredQ\n      }\n      syncing\n    }\n    locationsReportInsightsAverage(selection: $selection) @include(if: $interactions) {\n      metric\n      totalValue\n      totalPrevious\n    }\n  }\n": typeof types.HomeDataDocument,
    "\n  query SyncNewUserLocations {\n    locations(limit: 100) {\n      total\n      items {\n        _id\n        locationName\n        address {\n          addressLines\n          locality\n        }\n      }\n    }\n  }\n": typeof types.SyncNewUserLocationsDocument,
    "\n  fragment PostListItem on Post {\n    id\n    status\n    publishAt\n    recurrence\n    createdAt\n    content {\n      type\n      title\n    }\n    counts {\n      total\n      pending\n      processing\n      live\n      rejected\n      fails\n      deleted\n    }\n  }\n": typeof types.PostListItemFragmentDoc,
    "\n  query PostsList($filter: PostFilter, $sort: PostSort, $limit: Int, $offset: Int) {\n    posts(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...PostListItem\n      }\n    }\n  }\n": typeof types.PostsListDocument,
    "\n  query PostViewSettings {\n    postSettings {\n      timeZone\n      today\n    }\n  }\n": typeof types.PostViewSettingsDocument,
    "\n  query PostStoreNames($ids: [ID!]!) {\n    postLocations(ids: $ids, limit: 20) {\n      id\n      title\n      locality\n    }\n  }\n": typeof types.PostStoreNamesDocument,
    "\n  query PostStoreSearch($search: String) {\n    postLocations(search: $search, limit: 10) {\n      id\n      title\n      locality\n    }\n  }\n": typeof types.PostStoreSearchDocument,
    "\n  fragment PostState on Post {\n    id\n    status\n    publishAt\n    updatedAt\n    counts {\n      total\n      pending\n      processing\n      live\n      rejected\n      fails\n      deleted\n    }\n    job {\n      id\n      status\n    }\n  }\n": typeof types.PostStateFragmentDoc,
    "\n  query PostDetail($id: ID!, $storeStatus: PostStoreStatus, $limit: Int, $offset: Int) {\n    post(id: $id) {\n      ...PostState\n      recurrence\n      seriesId\n      createdAt\n      content {\n        type\n        title\n        secondTitle\n        thirdTitle\n        description\n        secondDescription\n        summary\n        validFrom\n        validTo\n        couponCode\n        redeemOnlineUrl\n        termsConditions\n        actionType\n        buttonUrl\n        images {\n          id\n          name\n          url\n        }\n      }\n      stores(status: $storeStatus, limit: $limit, offset: $offset) {\n        total\n        items {\n          locationId\n          locationName\n          storeCode\n          locality\n          status\n          searchUrl\n          error\n          errorDetail\n          updatedAt\n        }\n      }\n    }\n    postSettings {\n      timeZone\n    }\n  }\n": typeof types.PostDetailDocument,
    "\n  mutation PausePost($id: ID!) {\n    pausePost(id: $id) {\n      ...PostState\n    }\n  }\n": typeof types.PausePostDocument,
    "\n  mutation ResumePost($id: ID!) {\n    resumePost(id: $id) {\n      ...PostState\n    }\n  }\n": typeof types.ResumePostDocument,
    "\n  mutation RetryPost($id: ID!) {\n    retryPost(id: $id) {\n      ...PostState\n    }\n  }\n": typeof types.RetryPostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      ...PostState\n    }\n  }\n": typeof types.DeletePostDocument,
    "\n  query PostTemplatesList {\n    postTemplates {\n      id\n      name\n      updatedAt\n      content {\n        type\n        title\n        secondTitle\n        thirdTitle\n        description\n        secondDescription\n        validFrom\n        validTo\n        redeemOnlineUrl\n        url\n        couponCode\n        termsConditions\n        actionType\n        utmValue\n        images {\n          id\n        }\n      }\n    }\n  }\n": typeof types.PostTemplatesListDocument,
    "\n  mutation UpdatePostTemplate($id: ID!, $input: PostTemplateInput!) {\n    updatePostTemplate(id: $id, input: $input) {\n      id\n      name\n      updatedAt\n    }\n  }\n": typeof types.UpdatePostTemplateDocument,
    "\n  mutation DeletePostTemplate($id: ID!) {\n    deletePostTemplate(id: $id)\n  }\n": typeof types.DeletePostTemplateDocument,
    "\n  fragment PostFormContent on PostContent {\n    type\n    title\n    secondTitle\n    thirdTitle\n    description\n    secondDescription\n    images {\n      id\n      name\n      kind\n      url\n      width\n      height\n      byteSize\n      durationMs\n    }\n    validFrom\n    validTo\n    redeemOnlineUrl\n    url\n    couponCode\n    termsConditions\n    actionType\n    utmValue\n  }\n": typeof types.PostFormContentFragmentDoc,
    "\n  query PostFormSettings {\n    postSettings {\n      timeZone\n      today\n      defaultValidTo\n    }\n  }\n": typeof types.PostFormSettingsDocument,
    "\n  query PostFormPost($id: ID!, $offset: Int) {\n    post(id: $id) {\n      id\n      status\n      publishAt\n      workspaceId\n      recurrence\n      seriesId\n      templateId\n      content {\n        ...PostFormContent\n      }\n      stores(limit: 100, offset: $offset) {\n        total\n        items {\n          locationId\n          locationName\n        }\n      }\n    }\n  }\n": typeof types.PostFormPostDocument,
    "\n  query PostFormStores($id: ID!, $offset: Int) {\n    post(id: $id) {\n      id\n      stores(limit: 100, offset: $offset) {\n        items {\n          locationId\n          locationName\n        }\n      }\n    }\n  }\n": typeof types.PostFormStoresDocument,
    "\n  query PostFormTemplate($id: ID!) {\n    postTemplate(id: $id) {\n      id\n      name\n      content {\n        ...PostFormContent\n      }\n    }\n  }\n": typeof types.PostFormTemplateDocument,
    "\n  query PostFormLocations(\n    $search: String\n    $workspaceId: ID\n    $limit: Int\n    $filters: [LocationColumnFilter!]\n  ) {\n    postLocations(search: $search, workspaceId: $workspaceId, limit: $limit, filters: $filters) {\n      id\n      title\n      locality\n      verified\n    }\n  }\n": typeof types.PostFormLocationsDocument,
    "\n  query PostFormAudience($locationIds: [ID!], $workspaceId: ID) {\n    postAudience(locationIds: $locationIds, workspaceId: $workspaceId) {\n      stores\n      unverified\n    }\n  }\n": typeof types.PostFormAudienceDocument,
    "\n  mutation PostFormCreate($input: PostInput!) {\n    createPost(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.PostFormCreateDocument,
    "\n  mutation PostFormUpdate($id: ID!, $input: PostInput!) {\n    updatePost(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.PostFormUpdateDocument,
    "\n  mutation PostFormSaveTemplate($input: PostTemplateInput!) {\n    createPostTemplate(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.PostFormSaveTemplateDocument,
    "\n  query ProfilePageData {\n    profile {\n      _id\n      email\n      firstName\n      lastName\n      phone\n      position\n      business\n    }\n    profileDetails {\n      keywords\n      vertical\n    }\n    gbpClients {\n      account\n      totalLocations\n    }\n  }\n": typeof types.ProfilePageDataDocument,
    "\n  query ProfileTenantClients {\n    tenantClients {\n      _id\n      name\n      email\n      tenant\n      roles\n    }\n  }\n": typeof types.ProfileTenantClientsDocument,
    "\n  mutation UpdateProfileVertical($vertical: String) {\n    updateProfileVertical(vertical: $vertical) {\n      vertical\n    }\n  }\n": typeof types.UpdateProfileVerticalDocument,
    "\n  mutation UpdateProfileKeywords($keywords: [String!]!) {\n    updateProfileKeywords(keywords: $keywords) {\n      keywords\n    }\n  }\n": typeof types.UpdateProfileKeywordsDocument,
    "\n  query SettingProfile {\n    profile {\n      _id\n      email\n      firstName\n      lastName\n      phone\n      position\n      business\n      picture\n      language\n    }\n  }\n": typeof types.SettingProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      _id\n      firstName\n      lastName\n      phone\n      position\n      business\n      picture\n      language\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment ReportPerformance on PerformanceReport {\n    range {\n      from\n      to\n    }\n    compareRange {\n      from\n      to\n    }\n    dataFrom\n    storeCount\n    metrics {\n      metric\n      totalValue\n      totalPrevious\n    }\n    impressions {\n      metric\n      totalValue\n      totalPrevious\n    }\n    actions {\n      metric\n      totalValue\n      totalPrevious\n    }\n    daily {\n      metric\n      points {\n        day\n        value\n      }\n    }\n    topStores(limit: 10) {\n      ...ReportStore\n    }\n    bottomStores(limit: 10) {\n      ...ReportStore\n    }\n    keywords(limit: 20) {\n      keyword\n      value\n      belowThreshold\n    }\n    posts {\n      published\n      publishedPrevious\n      daily {\n        day\n        value\n      }\n    }\n  }\n  fragment ReportStore on StorePerformance {\n    locationId\n    name\n    storeCode\n    locality\n    impressions\n    actions\n    directions\n    calls\n    website\n    actionsPrevious\n  }\n": typeof types.ReportPerformanceFragmentDoc,
    "\n  fragment ReportReviews on ReviewStats {\n    total\n    totalPrevious\n    averageRating\n    averageRatingPrevious\n    replied\n    replyRate\n    replyRatePrevious\n    averageReplyHours\n    medianReplyHours\n    ratings {\n      stars\n      count\n    }\n    series {\n      day\n      count\n      averageRating\n      replied\n    }\n  }\n": typeof types.ReportReviewsFragmentDoc,
    "\n  fragment ReportRevenue on RevenueReport {\n    settings {\n      ticket\n      conversionPercent\n      currency\n      isDefault\n    }\n    traffic\n    trafficPrevious\n    income\n    incomePrevious\n    daily {\n      day\n      value\n    }\n    stores(limit: 10) {\n      locationId\n      name\n      traffic\n      income\n      incomePrevious\n    }\n  }\n": typeof types.ReportRevenueFragmentDoc,
    "\n  query ReportPage(\n    $range: DateRangeInput!\n    $compareTo: ReportComparison\n    $storeIds: [ID!]\n    $workspaceId: ID\n    $labels: [String!]\n    $cities: [String!]\n  ) {\n    performance(\n      range: $range\n      compareTo: $compareTo\n      storeIds: $storeIds\n      workspaceId: $workspaceId\n      labels: $labels\n      cities: $cities\n    ) {\n      ...ReportPerformance\n    }\n    reviewStats(\n      range: $range\n      compareTo: $compareTo\n      storeIds: $storeIds\n      workspaceId: $workspaceId\n      labels: $labels\n      cities: $cities\n    ) {\n      ...ReportReviews\n    }\n    revenue(\n      range: $range\n      compareTo: $compareTo\n      storeIds: $storeIds\n      workspaceId: $workspaceId\n      labels: $labels\n      cities: $cities\n    ) {\n      ...ReportRevenue\n    }\n  }\n": typeof types.ReportPageDocument,
    "\n  query ReportFilterOptions($workspaceId: ID) {\n    reportFilterOptions(workspaceId: $workspaceId) {\n      labels\n      cities\n    }\n  }\n": typeof types.ReportFilterOptionsDocument,
    "\n  mutation SaveRevenueSettings($input: RevenueSettingsInput!) {\n    saveRevenueSettings(input: $input) {\n      ticket\n      conversionPercent\n      currency\n      isDefault\n    }\n  }\n": typeof types.SaveRevenueSettingsDocument,
    "\n  query ReportStoreSearch($search: String, $workspaceId: ID) {\n    locations(filter: { search: $search }, limit: 10, workspaceId: $workspaceId) {\n      items {\n        _id\n        locationName\n        address {\n          locality\n        }\n      }\n    }\n  }\n": typeof types.ReportStoreSearchDocument,
    "\n  mutation CreateReportShareLink($filters: ReportFiltersInput!, $expiresInDays: Int!) {\n    createReportShareLink(filters: $filters, expiresInDays: $expiresInDays) {\n      id\n      url\n      expiresAt\n    }\n  }\n": typeof types.CreateReportShareLinkDocument,
    "\n  mutation CreateReportSchedule($input: ReportScheduleInput!) {\n    createReportSchedule(input: $input) {\n      id\n      nextRunAt\n    }\n  }\n": typeof types.CreateReportScheduleDocument,
    "\n  query ReportSharingLists {\n    reportSchedules {\n      id\n      frequency\n      format\n      recipients\n      nextRunAt\n      filters {\n        days\n      }\n    }\n    reportShareLinks {\n      id\n      expiresAt\n      revoked\n      filters {\n        days\n      }\n    }\n  }\n": typeof types.ReportSharingListsDocument,
    "\n  mutation DeleteReportSchedule($id: ID!) {\n    deleteReportSchedule(id: $id)\n  }\n": typeof types.DeleteReportScheduleDocument,
    "\n  mutation SendReportNow($id: ID!) {\n    sendReportNow(id: $id)\n  }\n": typeof types.SendReportNowDocument,
    "\n  mutation RevokeReportShareLink($id: ID!) {\n    revokeReportShareLink(id: $id)\n  }\n": typeof types.RevokeReportShareLinkDocument,
    "\n  fragment ReviewItem on Review {\n    id\n    name\n    rating\n    comment\n    reviewer\n    reviewerPhotoUrl\n    createTime\n    updateTime\n    sentiment\n    reported\n    removedAt\n    reply {\n      comment\n      updateTime\n      state\n      policyViolation\n      automatic\n    }\n    replyJob {\n      jobId\n      status\n      comment\n      error\n      errorDetail\n      updatedAt\n    }\n    location {\n      id\n      title\n      locality\n    }\n  }\n": typeof types.ReviewItemFragmentDoc,
    "\n  query ReviewsInbox($filter: ReviewFilter, $sort: ReviewSort, $limit: Int, $offset: Int) {\n    reviews(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      totalCapped\n      items {\n        ...ReviewItem\n      }\n    }\n  }\n": typeof types.ReviewsInboxDocument,
    "\n  query ReviewStoreNames($ids: [ID!]!) {\n    reviewLocations(ids: $ids, limit: 20) {\n      id\n      title\n      locality\n    }\n  }\n": typeof types.ReviewStoreNamesDocument,
    "\n  query AutoReplyPanel {\n    autoReplySettings {\n      enabled\n      delayMinutes\n      rules {\n        id\n        rating\n        withComment\n        templates {\n          id\n        }\n      }\n      recent {\n        id\n        reviewId\n        reviewName\n        reviewer\n        comment\n        dueAt\n        status\n        error\n        sentAt\n      }\n    }\n    reviewTemplates {\n      id\n      name\n    }\n  }\n": typeof types.AutoReplyPanelDocument,
    "\n  mutation UpdateAutoReplySettings($input: AutoReplySettingsInput!) {\n    updateAutoReplySettings(input: $input) {\n      enabled\n      delayMinutes\n      rules {\n        id\n        rating\n        withComment\n        templates {\n          id\n        }\n      }\n    }\n  }\n": typeof types.UpdateAutoReplySettingsDocument,
    "\n  query ReviewStoreSearch($search: String, $workspaceId: ID) {\n    reviewLocations(search: $search, workspaceId: $workspaceId, limit: 10) {\n      id\n      title\n      locality\n    }\n  }\n": typeof types.ReviewStoreSearchDocument,
    "\n  mutation DeleteReviewReply($reviewId: ID!) {\n    deleteReviewReply(reviewId: $reviewId) {\n      jobId\n      status\n    }\n  }\n": typeof types.DeleteReviewReplyDocument,
    "\n  mutation ReplyToReview($reviewId: ID!, $comment: String!) {\n    replyToReview(reviewId: $reviewId, comment: $comment) {\n      jobId\n      status\n      review {\n        ...ReviewItem\n      }\n    }\n  }\n": typeof types.ReplyToReviewDocument,
    "\n  mutation DeleteReviewTemplate($id: ID!) {\n    deleteReviewTemplate(id: $id)\n  }\n": typeof types.DeleteReviewTemplateDocument,
    "\n  mutation CreateReviewTemplate($input: ReviewTemplateInput!) {\n    createReviewTemplate(input: $input) {\n      id\n      name\n      body\n      updatedAt\n    }\n  }\n": typeof types.CreateReviewTemplateDocument,
    "\n  mutation UpdateReviewTemplate($id: ID!, $input: ReviewTemplateInput!) {\n    updateReviewTemplate(id: $id, input: $input) {\n      id\n      name\n      body\n      updatedAt\n    }\n  }\n": typeof types.UpdateReviewTemplateDocument,
    "\n  query ReviewTemplatesPanel {\n    reviewTemplates {\n      id\n      name\n      body\n      updatedAt\n    }\n  }\n": typeof types.ReviewTemplatesPanelDocument,
    "\n  mutation SyncReviews {\n    syncReviews {\n      jobId\n    }\n  }\n": typeof types.SyncReviewsDocument,
    "\n  query ReviewSyncJob($id: ID!) {\n    job(id: $id) {\n      id\n      status\n      total\n      done\n      failed\n      reviewSync {\n        newReviews\n        updatedReviews\n        removedReviews\n      }\n    }\n  }\n": typeof types.ReviewSyncJobDocument,
    "\n  query ReplyTemplates {\n    reviewTemplates {\n      id\n      name\n      body\n    }\n  }\n": typeof types.ReplyTemplatesDocument,
    "\n  mutation SetReviewReport($reviewId: ID!, $status: ReviewReportStatus) {\n    setReviewReport(reviewId: $reviewId, status: $status) {\n      id\n      reported\n    }\n  }\n": typeof types.SetReviewReportDocument,
    "\n  query ReviewReplyProgress($id: ID!) {\n    review(id: $id) {\n      id\n      replyJob {\n        jobId\n        status\n        comment\n        error\n        errorDetail\n        updatedAt\n      }\n    }\n  }\n": typeof types.ReviewReplyProgressDocument,
    "\n  query StoresList(\n    $filters: [LocationColumnFilter!]\n    $sort: LocationSort\n    $limit: Int\n    $offset: Int\n    $workspaceId: ID\n  ) {\n    locations(\n      filters: $filters\n      sort: $sort\n      limit: $limit\n      offset: $offset\n      workspaceId: $workspaceId\n    ) {\n      total\n      timeZone\n      items {\n        _id\n        locationName\n        storeCode\n        labels\n        address {\n          addressLines\n          locality\n        }\n        openInfo {\n          status\n        }\n        verified\n        lastChange {\n          fields\n          changedAt\n        }\n      }\n    }\n  }\n": typeof types.StoresListDocument,
    "\n  mutation BulkUpdateLocations(\n    $ids: [ID!]\n    $filters: [LocationColumnFilter!]\n    $workspaceId: ID\n    $excludeIds: [ID!]\n    $patch: LocationPatchInput!\n  ) {\n    bulkUpdateLocations(\n      ids: $ids\n      filters: $filters\n      workspaceId: $workspaceId\n      excludeIds: $excludeIds\n      patch: $patch\n    ) {\n      id\n      total\n      done\n      failed\n      status\n    }\n  }\n": typeof types.BulkUpdateLocationsDocument,
    "\n  mutation UpdateStore($id: ID!, $patch: LocationPatchInput!) {\n    updateLocation(id: $id, patch: $patch) {\n      jobId\n      status\n    }\n  }\n": typeof types.UpdateStoreDocument,
    "\n  query StoreActionItems($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      placeActionLinks {\n        name\n        placeActionType\n        uri\n        isPreferred\n        isEditable\n      }\n    }\n  }\n": typeof types.StoreActionItemsDocument,
    "\n  query CloseStoreDetails($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      openInfo {\n        status\n        canReopen\n      }\n    }\n  }\n": typeof types.CloseStoreDetailsDocument,
    "\n  query CreateStoreAccounts($limit: Int) {\n    locations(limit: $limit, sort: { by: createdAt, direction: desc }) {\n      items {\n        account\n        address {\n          regionCode\n        }\n      }\n    }\n  }\n": typeof types.CreateStoreAccountsDocument,
    "\n  query EditStoreAddress($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      latlng {\n        latitude\n        longitude\n      }\n    }\n  }\n": typeof types.EditStoreAddressDocument,
    "\n  query EditStoreCategory($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      ...StoreAttributes\n      categories {\n        primaryCategory {\n          name\n          displayName\n        }\n        additionalCategories {\n          name\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.EditStoreCategoryDocument,
    "\n  query EditStoreHours($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      regularHours {\n        periods {\n          openDay\n          openTime {\n            hours\n            minutes\n          }\n          closeDay\n          closeTime {\n            hours\n            minutes\n          }\n        }\n      }\n      specialHours {\n        specialHourPeriods {\n          startDate {\n            year\n            month\n            day\n          }\n          openTime {\n            hours\n            minutes\n          }\n          closeTime {\n            hours\n            minutes\n          }\n          closed\n        }\n      }\n    }\n  }\n": typeof types.EditStoreHoursDocument,
    "\n  query EditStoreInfo($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      storeCode\n      labels\n      profile {\n        description\n      }\n      openInfo {\n        openingDate {\n          year\n          month\n          day\n        }\n      }\n    }\n  }\n": typeof types.EditStoreInfoDocument,
    "\n  query EditStorePhone($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      phoneNumbers {\n        primaryPhone\n        additionalPhones\n      }\n    }\n  }\n": typeof types.EditStorePhoneDocument,
    "\n  query EditStoreName($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n    }\n  }\n": typeof types.EditStoreNameDocument,
    "\n  query EditStoreWebsite($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      websiteUri\n    }\n  }\n": typeof types.EditStoreWebsiteDocument,
    "\n  query StoreSocialMedia($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      attributes {\n        name\n        uriValues {\n          uri\n        }\n      }\n    }\n  }\n": typeof types.StoreSocialMediaDocument,
    "\n  mutation CreateStore($input: CreateLocationInput!) {\n    createLocation(input: $input) {\n      jobId\n      status\n    }\n  }\n": typeof types.CreateStoreDocument,
    "\n  fragment StoreAttributes on Location {\n    attributes {\n      name\n      values\n      repeatedEnumValue {\n        setValues\n        unsetValues\n      }\n    }\n    availableAttributes {\n      parent\n      valueType\n      displayName\n      groupDisplayName\n      valueMetadata {\n        value\n        displayName\n      }\n    }\n  }\n": typeof types.StoreAttributesFragmentDoc,
    "\n  query StoreCategories($search: String!, $regionCode: String) {\n    categories(search: $search, regionCode: $regionCode) {\n      name\n      displayName\n    }\n  }\n": typeof types.StoreCategoriesDocument,
    "\n  fragment StoreEditContext on Location {\n    _id\n    title\n    storefrontAddress {\n      regionCode\n      postalCode\n      administrativeArea\n      locality\n      addressLines\n    }\n    lastEdit {\n      jobId\n      status\n      error\n      errorDetail\n      fields\n      updatedAt\n    }\n  }\n": typeof types.StoreEditContextFragmentDoc,
    "\n  mutation UpdateThemeSettings($input: ThemeSettingsInput!) {\n    updateThemeSettings(input: $input) {\n      direction\n      customScrollbars\n    }\n  }\n": typeof types.UpdateThemeSettingsDocument,
    "\n  query CurrentUser {\n    user {\n      validateGoogleAccount\n      me {\n        _id\n        memberId\n        email\n        firstName\n        lastName\n        picture\n        createdAt\n        fullName\n        phone\n        position\n        business\n        tenant\n        isStoreplusUser\n        isMasterAccount\n        isLeads\n        leadStep\n        roles\n        info {\n          name\n          isActive\n        }\n        isExpiredLeads\n        validateGoogleAccount\n        shortcuts\n      }\n      memberSettings {\n        syncAccount {\n          name\n          value\n        }\n        viewSectionsInfo {\n          name\n          isActive\n        }\n        permissions {\n          name\n          value\n        }\n      }\n      tenantConfigs {\n        config\n        value {\n          name\n          value\n          stringValue\n          boolean\n        }\n      }\n      googleAdsAccount {\n        customerId\n        currencyCode\n        dateTimeZone\n        descriptiveName\n        testAccount\n        status\n      }\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  fragment WorkspaceOption on Workspace {\n    _id\n    name\n    description\n    totalLocations\n    defaultWorkspace\n    updatedAt\n  }\n": typeof types.WorkspaceOptionFragmentDoc,
    "\n  query ShellWorkspaces {\n    workspaces {\n      ...WorkspaceOption\n    }\n    workspacesTotal\n    user {\n      me {\n        isLeads\n        isStoreplusUser\n      }\n      tenantConfigs {\n        config\n        value {\n          name\n          boolean\n        }\n      }\n    }\n  }\n": typeof types.ShellWorkspacesDocument,
    "\n  query SelectedWorkspace($id: ID!) {\n    workspace(id: $id) {\n      ...WorkspaceOption\n    }\n  }\n": typeof types.SelectedWorkspaceDocument,
    "\n  query DefaultWorkspace {\n    workspaces(limit: 1) {\n      _id\n      name\n      totalLocations\n      defaultWorkspace\n    }\n  }\n": typeof types.DefaultWorkspaceDocument,
    "\n  query WorkspaceSearch($search: String!, $limit: Int) {\n    workspaces(search: $search, limit: $limit) {\n      ...WorkspaceOption\n    }\n  }\n": typeof types.WorkspaceSearchDocument,
    "\n  query WorkspacesTable($limit: Int, $offset: Int) {\n    workspaces(limit: $limit, offset: $offset) {\n      _id\n      name\n      description\n      totalLocations\n      defaultWorkspace\n    }\n    workspacesTotal\n  }\n": typeof types.WorkspacesTableDocument,
    "\n  query WorkspaceSelection($workspaceId: ID) {\n    workspaceSelection(workspaceId: $workspaceId) {\n      workspace {\n        _id\n        name\n        totalLocations\n        defaultWorkspace\n      }\n      names\n      ids\n      externalIds\n      placeIds\n    }\n  }\n": typeof types.WorkspaceSelectionDocument,
    "\n  query WorkspaceLocations($workspaceId: ID!, $search: String, $limit: Int, $offset: Int) {\n    workspaceLocations(workspaceId: $workspaceId, search: $search, limit: $limit, offset: $offset) {\n      total\n      items {\n        _id\n        id\n        name\n        locationState {\n          placeId\n        }\n      }\n    }\n  }\n": typeof types.WorkspaceLocationsDocument,
    "\n  query WorkspaceCandidates($workspaceId: ID!, $search: String, $limit: Int, $offset: Int) {\n    workspaceCandidates(\n      workspaceId: $workspaceId\n      search: $search\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      items {\n        _id\n        id\n        name\n        storeCode\n        locality\n        inWorkspace\n      }\n    }\n  }\n": typeof types.WorkspaceCandidatesDocument,
    "\n  mutation CreateWorkspace($input: WorkspaceInput!) {\n    createWorkspace(input: $input) {\n      _id\n    }\n  }\n": typeof types.CreateWorkspaceDocument,
    "\n  mutation UpdateWorkspace($id: ID!, $input: WorkspaceInput!) {\n    updateWorkspace(id: $id, input: $input) {\n      _id\n    }\n  }\n": typeof types.UpdateWorkspaceDocument,
    "\n  mutation DeleteWorkspace($id: ID!) {\n    deleteWorkspace(id: $id)\n  }\n": typeof types.DeleteWorkspaceDocument,
    "\n  mutation SetWorkspaceLocations($input: WorkspaceLocationsChange!) {\n    setWorkspaceLocations(input: $input) {\n      _id\n      totalLocations\n    }\n  }\n": typeof types.SetWorkspaceLocationsDocument,
};
const documents: Documents = {
    "\n  mutation UpdateCostPrice($item: CostItem!, $unitPrice: String!, $currency: String!) {\n    updateCostPrice(item: $item, unitPrice: $unitPrice, currency: $currency) {\n      item\n      unitPrice\n      currency\n    }\n  }\n": types.UpdateCostPriceDocument,
    "\n  query AdminCosts($month: String!, $limit: Int, $offset: Int) {\n    costs(month: $month, limit: $limit, offset: $offset) {\n      month\n      total\n      items {\n        tenantId\n        tenant\n        adsLinked\n        lines {\n          item\n          quantity\n          amount\n          currency\n        }\n        totals {\n          currency\n          amount\n        }\n      }\n      totals {\n        lines {\n          item\n          quantity\n          amount\n          currency\n        }\n        totals {\n          currency\n          amount\n        }\n      }\n    }\n    costPrices {\n      item\n      unitPrice\n      currency\n    }\n  }\n": types.AdminCostsDocument,
    "\n  mutation UpdateMapsNotificationSetting(\n    $account: String!\n    $pubsubTopic: String!\n    $notificationTypes: [String!]!\n  ) {\n    updateMapsNotificationSetting(\n      account: $account\n      pubsubTopic: $pubsubTopic\n      notificationTypes: $notificationTypes\n    ) {\n      account\n      storeCount\n      pubsubTopic\n      notificationTypes\n      updatedAt\n    }\n  }\n": types.UpdateMapsNotificationSettingDocument,
    "\n  query MapsNotificationSettings {\n    mapsNotificationSettings {\n      types\n      accounts {\n        account\n        storeCount\n        pubsubTopic\n        notificationTypes\n        updatedAt\n      }\n      recentMessages {\n        messageId\n        type\n        location\n        locationName\n        receivedAt\n      }\n    }\n  }\n": types.MapsNotificationSettingsDocument,
    "\n  query OnboardingSteps {\n    onboardingSteps {\n      key\n      done\n      count\n    }\n  }\n": types.OnboardingStepsDocument,
    "\n  query RoleImpact($id: ID!) {\n    roleImpact(id: $id) {\n      userCount\n      onlyRoleCount\n      users {\n        id\n        name\n        email\n      }\n    }\n  }\n": types.RoleImpactDocument,
    "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id) {\n      affectedUsers\n      skippedUsers {\n        id\n        name\n        email\n      }\n    }\n  }\n": types.DeleteRoleDocument,
    "\n  query RoleHolders($id: ID!) {\n    roleImpact(id: $id) {\n      userCount\n      users {\n        id\n        name\n        email\n      }\n    }\n  }\n": types.RoleHoldersDocument,
    "\n  mutation CreateRole($input: RoleInput!) {\n    createRole(input: $input) {\n      role {\n        ...AdminRole\n      }\n      affectedUsers\n      skippedUsers {\n        id\n        name\n        email\n      }\n    }\n  }\n": types.CreateRoleDocument,
    "\n  mutation UpdateRole($id: ID!, $input: RoleInput!) {\n    updateRole(id: $id, input: $input) {\n      role {\n        ...AdminRole\n      }\n      affectedUsers\n      skippedUsers {\n        id\n        name\n        email\n      }\n    }\n  }\n": types.UpdateRoleDocument,
    "\n  fragment AdminRole on Role {\n    id\n    name\n    description\n    custom\n    grants\n    userCount\n  }\n": types.AdminRoleFragmentDoc,
    "\n  query AdminRoles {\n    roles {\n      ...AdminRole\n    }\n  }\n": types.AdminRolesDocument,
    "\n  mutation UpdateScheduledJob($id: ID!, $input: ScheduledJobInput!) {\n    updateScheduledJob(id: $id, input: $input) {\n      ...AdminScheduledJob\n    }\n  }\n": types.UpdateScheduledJobDocument,
    "\n  fragment AdminScheduledJob on ScheduledJob {\n    id\n    name\n    scheduleExpression\n    enabled\n    lambdaName\n    arn\n    nextRunAt\n    lastStartedAt\n    lastFinishedAt\n    lastOutcome\n    lastError\n  }\n": types.AdminScheduledJobFragmentDoc,
    "\n  query AdminScheduledJobs {\n    scheduledJobs {\n      ...AdminScheduledJob\n    }\n  }\n": types.AdminScheduledJobsDocument,
    "\n  mutation SetScheduledJobEnabled($id: ID!, $enabled: Boolean!) {\n    setScheduledJobEnabled(id: $id, enabled: $enabled) {\n      ...AdminScheduledJob\n    }\n  }\n": types.SetScheduledJobEnabledDocument,
    "\n  mutation RunScheduledJob($id: ID!) {\n    runScheduledJob(id: $id) {\n      ...AdminScheduledJob\n    }\n  }\n": types.RunScheduledJobDocument,
    "\n  query PasswordTokenValid($token: String!) {\n    passwordTokenValid(token: $token)\n  }\n": types.PasswordTokenValidDocument,
    "\n  mutation SetPasswordWithToken($token: String!, $password: String!) {\n    setPasswordWithToken(token: $token, password: $password)\n  }\n": types.SetPasswordWithTokenDocument,
    "\n  query AdminSyncSettings {\n    syncSettings {\n      kind\n      period\n      periods\n      scheduled\n      isDefault\n      lastJob {\n        id\n        status\n        total\n        done\n        failed\n        createdAt\n        finishedAt\n      }\n    }\n  }\n": types.AdminSyncSettingsDocument,
    "\n  mutation UpdateSyncSetting($kind: SyncKind!, $period: SyncPeriod!, $scheduled: Boolean!) {\n    updateSyncSetting(kind: $kind, period: $period, scheduled: $scheduled) {\n      kind\n      period\n      scheduled\n      isDefault\n    }\n  }\n": types.UpdateSyncSettingDocument,
    "\n  mutation RunSync($kind: SyncKind!) {\n    runSync(kind: $kind) {\n      id\n    }\n  }\n": types.RunSyncDocument,
    "\n  query SyncJobStatus($id: ID!) {\n    job(id: $id) {\n      id\n      status\n    }\n  }\n": types.SyncJobStatusDocument,
    "\n  mutation CreateTenant($input: TenantInput!) {\n    createTenant(input: $input) {\n      ...AdminTenant\n    }\n  }\n": types.CreateTenantDocument,
    "\n  mutation UpdateTenant($id: ID!, $input: TenantInput!) {\n    updateTenant(id: $id, input: $input) {\n      ...AdminTenant\n    }\n  }\n": types.UpdateTenantDocument,
    "\n  fragment AdminTenant on Tenant {\n    id\n    name\n    status\n    timeZone\n    whitelistedDomains\n    userCount\n    storeCount\n    createdAt\n    configs {\n      config\n      value {\n        name\n        value\n        stringValue\n        boolean\n      }\n    }\n    featureFlags {\n      name\n      isActive\n      value\n    }\n  }\n": types.AdminTenantFragmentDoc,
    "\n  query AdminTenants {\n    tenants {\n      ...AdminTenant\n    }\n    moduleStatus {\n      name\n      status\n    }\n  }\n": types.AdminTenantsDocument,
    "\n  mutation SetModuleStatus($name: String!, $status: String!) {\n    setModuleStatus(name: $name, status: $status) {\n      name\n      status\n    }\n  }\n": types.SetModuleStatusDocument,
    "\n  mutation SetTenantConfig($id: ID!, $config: String!, $values: [TenantConfigValueInput!]!) {\n    setTenantConfig(id: $id, config: $config, values: $values) {\n      ...AdminTenant\n    }\n  }\n": types.SetTenantConfigDocument,
    "\n  mutation SetFeatureFlag($id: ID!, $input: FeatureFlagInput!) {\n    setFeatureFlag(id: $id, input: $input) {\n      ...AdminTenant\n    }\n  }\n": types.SetFeatureFlagDocument,
    "\n  mutation SetTenantStatus($id: ID!, $status: String!) {\n    setTenantStatus(id: $id, status: $status) {\n      ...AdminTenant\n    }\n  }\n": types.SetTenantStatusDocument,
    "\n  mutation ResetUserPassword($id: ID!) {\n    resetUserPassword(id: $id) {\n      url\n      expiresAt\n    }\n  }\n": types.ResetUserPasswordDocument,
    "\n  fragment AdminUserRow on TenantUser {\n    id\n    name\n    firstName\n    lastName\n    email\n    username\n    roles\n    roleIds\n    kind\n    mapsAccount\n    disabled\n    passwordSet\n    createdAt\n  }\n": types.AdminUserRowFragmentDoc,
    "\n  fragment AdminRoleOption on Role {\n    id\n    name\n    description\n    custom\n  }\n": types.AdminRoleOptionFragmentDoc,
    "\n  query AdminUsers($filter: UserFilter, $limit: Int, $offset: Int) {\n    users(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...AdminUserRow\n      }\n    }\n    roles {\n      ...AdminRoleOption\n    }\n  }\n": types.AdminUsersDocument,
    "\n  mutation UpdateUserRoles($id: ID!, $roles: [ID!]!) {\n    updateUserRoles(id: $id, roles: $roles) {\n      ...AdminUserRow\n    }\n  }\n": types.UpdateUserRolesDocument,
    "\n  mutation SetUserDisabled($id: ID!, $disabled: Boolean!) {\n    setUserDisabled(id: $id, disabled: $disabled) {\n      ...AdminUserRow\n    }\n  }\n": types.SetUserDisabledDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n        name\n        email\n      }\n      setPasswordUrl\n      expiresAt\n    }\n  }\n": types.CreateUserDocument,
    "\n  query NewUserRoles {\n    roles {\n      id\n      name\n      description\n      custom\n    }\n  }\n": types.NewUserRolesDocument,
    "\n  fragment AuditEntryRow on AuditEntry {\n    id\n    createdAt\n    actor\n    actorId\n    action\n    targetType\n    targetId\n    changes\n    ip\n    userAgent\n  }\n": types.AuditEntryRowFragmentDoc,
    "\n  query AuditLog($filter: AuditFilter, $limit: Int, $offset: Int) {\n    auditLog(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...AuditEntryRow\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  query AuditTimeZone {\n    postSettings {\n      timeZone\n    }\n  }\n": types.AuditTimeZoneDocument,
    "\n  query LibraryFiles($filter: ResourceFilter, $limit: Int, $offset: Int) {\n    resources(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        name\n        kind\n        url\n        width\n        height\n        byteSize\n      }\n    }\n  }\n": types.LibraryFilesDocument,
    "\n  query PickedResource($id: ID!) {\n    resource(id: $id) {\n      id\n      name\n      kind\n      url\n      width\n      height\n      byteSize\n      durationMs\n    }\n  }\n": types.PickedResourceDocument,
    "\n  mutation DeleteResource($id: ID!) {\n    deleteResource(id: $id)\n  }\n": types.DeleteResourceDocument,
    "\n  mutation UpdateResource($input: UpdateResourceInput!) {\n    updateResource(input: $input) {\n      ...ResourceItem\n    }\n  }\n": types.UpdateResourceDocument,
    "\n  fragment ResourceItem on Resource {\n    id\n    name\n    tags\n    kind\n    mimeType\n    byteSize\n    width\n    height\n    durationMs\n    url\n    createdAt\n  }\n": types.ResourceItemFragmentDoc,
    "\n  query ResourcesLibrary($filter: ResourceFilter, $limit: Int, $offset: Int) {\n    resources(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...ResourceItem\n      }\n    }\n    resourceTags\n  }\n": types.ResourcesLibraryDocument,
    "\n  fragment JobSummary on Job {\n    id\n    kind\n    status\n    outcome\n    total\n    done\n    failed\n    createdAt\n    finishedAt\n    startedBy\n    fields\n    scheduledFor\n    timeZone\n  }\n": types.JobSummaryFragmentDoc,
    "\n  query JobProgress($id: ID!) {\n    job(id: $id) {\n      id\n      kind\n      status\n      outcome\n      scheduledFor\n      timeZone\n      total\n      done\n      failed\n      createdAt\n      finishedAt\n      items(limit: 20, status: FAILED) {\n        id\n        locationName\n        status\n        error\n        errorDetail\n      }\n    }\n  }\n": types.JobProgressDocument,
    "\n  mutation RetryJobItems($id: ID!) {\n    retryJobItems(id: $id) {\n      id\n      status\n      done\n      failed\n    }\n  }\n": types.RetryJobItemsDocument,
    "\n  query JobsPage($limit: Int, $offset: Int) {\n    jobs(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...JobSummary\n      }\n    }\n  }\n": types.JobsPageDocument,
    "\n  query JobPage($id: ID!, $limit: Int) {\n    job(id: $id) {\n      ...JobSummary\n      items(limit: $limit) {\n        id\n        locationId\n        locationName\n        storeCode\n        status\n        error\n        errorDetail\n      }\n    }\n  }\n": types.JobPageDocument,
    "\n  fragment ExtractJobFields on ExtractJob {\n    id\n    status\n    metrics\n    storeIds\n    dateFrom\n    dateTo\n    destination\n    rowCount\n    error\n    attempts\n    createdAt\n    finishedAt\n  }\n": types.ExtractJobFieldsFragmentDoc,
    "\n  query ExtractJobs($status: ExtractJobStatus, $limit: Int, $offset: Int) {\n    extractJobs(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...ExtractJobFields\n      }\n    }\n  }\n": types.ExtractJobsDocument,
    "\n  query ExtractJob($id: ID!) {\n    extractJob(id: $id) {\n      ...ExtractJobFields\n      steps {\n        step\n        startedAt\n        finishedAt\n        durationMs\n        rows\n        error\n      }\n    }\n  }\n": types.ExtractJobDocument,
    "\n  mutation CreateExtractJob($input: CreateExtractJobInput!) {\n    createExtractJob(input: $input) {\n      id\n      status\n    }\n  }\n": types.CreateExtractJobDocument,
    "\n  mutation RetryExtractJob($id: ID!, $fromStart: Boolean) {\n    retryExtractJob(id: $id, fromStart: $fromStart) {\n      id\n      status\n    }\n  }\n": types.RetryExtractJobDocument,
    "\n  query MarketingLocations(\n    $search: String\n    $workspaceId: ID\n    $limit: Int\n    $filters: [LocationColumnFilter!]\n  ) {\n    marketingLocations(\n      search: $search\n      workspaceId: $workspaceId\n      limit: $limit\n      filters: $filters\n    ) {\n      id\n      title\n      locality\n    }\n  }\n": types.MarketingLocationsDocument,
    "\n  query Connectors {\n    connectors {\n      type\n      state\n      lastTestedAt\n      lastError\n      exportSchema\n      projectId\n      datasetId\n      clientEmail\n    }\n  }\n": types.ConnectorsDocument,
    "\n  mutation SaveConnector($input: SaveConnectorInput!) {\n    saveConnector(input: $input) {\n      type\n      state\n    }\n  }\n": types.SaveConnectorDocument,
    "\n  mutation TestConnector($type: ConnectorType!) {\n    testConnector(type: $type) {\n      ok\n      error\n      connector {\n        type\n        state\n        lastTestedAt\n        lastError\n      }\n    }\n  }\n": types.TestConnectorDocument,
    "\n  query SourceTables {\n    sourceTables {\n      name\n      columns\n      rows\n    }\n  }\n": types.SourceTablesDocument,
    "\n  query SourceTablePreview($name: String!) {\n    sourceTablePreview(name: $name) {\n      name\n      columns\n      rows\n    }\n  }\n": types.SourceTablePreviewDocument,
    "\n  fragment MediaPackageItem on MediaPackage {\n    id\n    name\n    category\n    mediaFormat\n    totalLocations\n    sentAt\n    dismissedAt\n    createdAt\n    files {\n      id\n      name\n      kind\n      url\n    }\n    job {\n      id\n      status\n      total\n      done\n      failed\n    }\n    links {\n      id\n      expiresAt\n    }\n  }\n": types.MediaPackageItemFragmentDoc,
    "\n  query MediaPackages($includeDismissed: Boolean, $limit: Int, $offset: Int) {\n    mediaPackages(includeDismissed: $includeDismissed, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...MediaPackageItem\n      }\n    }\n  }\n": types.MediaPackagesDocument,
    "\n  query MediaJobSummary($id: ID!) {\n    mediaJob(id: $id) {\n      job {\n        id\n        status\n        createdAt\n      }\n      package {\n        ...MediaPackageItem\n      }\n    }\n  }\n": types.MediaJobSummaryDocument,
    "\n  query MediaJobItems($id: ID!, $limit: Int, $offset: Int) {\n    mediaJob(id: $id) {\n      job {\n        id\n        status\n        total\n        done\n        failed\n      }\n      items(limit: $limit, offset: $offset) {\n        id\n        locationName\n        storeCode\n        fileName\n        status\n        error\n        errorDetail\n        googleUrl\n      }\n    }\n  }\n": types.MediaJobItemsDocument,
    "\n  query MediaLocations(\n    $search: String\n    $workspaceId: ID\n    $limit: Int\n    $filters: [LocationColumnFilter!]\n  ) {\n    mediaLocations(search: $search, workspaceId: $workspaceId, limit: $limit, filters: $filters) {\n      id\n      title\n      locality\n    }\n  }\n": types.MediaLocationsDocument,
    "\n  mutation CreateMediaPackage($input: MediaPackageInput!) {\n    createMediaPackage(input: $input) {\n      id\n      job {\n        id\n      }\n    }\n  }\n": types.CreateMediaPackageDocument,
    "\n  mutation DismissMediaPackage($id: ID!, $dismissed: Boolean) {\n    dismissMediaPackage(id: $id, dismissed: $dismissed)\n  }\n": types.DismissMediaPackageDocument,
    "\n  mutation CreateMediaLink($input: MediaLinkInput!) {\n    createMediaLink(input: $input) {\n      url\n      link {\n        id\n        expiresAt\n      }\n    }\n  }\n": types.CreateMediaLinkDocument,
    "\n  mutation RevokeMediaLink($id: ID!) {\n    revokeMediaLink(id: $id)\n  }\n": types.RevokeMediaLinkDocument,
    "\n  query StoreMedia($locationId: ID!) {\n    storeMedia(locationId: $locationId) {\n      locationId\n      locationName\n      available\n      owner {\n        ...StoreMediaItemFields\n      }\n      customer {\n        ...StoreMediaItemFields\n      }\n      links {\n        id\n        expiresAt\n      }\n    }\n  }\n  fragment StoreMediaItemFields on StoreMediaItem {\n    name\n    source\n    mediaFormat\n    category\n    googleUrl\n    thumbnailUrl\n    createTime\n    attribution\n    report {\n      status\n      updatedAt\n    }\n  }\n": types.StoreMediaDocument,
    "\n  mutation DeleteStoreMedia($locationId: ID!, $name: ID!) {\n    deleteStoreMedia(locationId: $locationId, name: $name) {\n      id\n    }\n  }\n": types.DeleteStoreMediaDocument,
    "\n  mutation SetMediaReport($locationId: ID!, $name: ID!, $status: MediaReportStatus) {\n    setMediaReport(locationId: $locationId, name: $name, status: $status) {\n      name\n      report {\n        status\n        updatedAt\n      }\n    }\n  }\n": types.SetMediaReportDocument,
    "\n  query MediaStore($name: ID!) {\n    mediaStore(name: $name) {\n      id\n    }\n  }\n": types.MediaStoreDocument,
    "\n  query ModuleStatus {\n    moduleStatus {\n      name\n      status\n    }\n  }\n": types.ModuleStatusDocument,
    "\n  query ShellStoreSearch($search: String!, $limit: Int!) {\n    locations(\n      filter: { search: $search, searchIn: [locationName, storeCode, locality] }\n      sort: { by: relevance }\n      limit: $limit\n    ) {\n      items {\n        _id\n        locationName\n        storeCode\n        address {\n          locality\n        }\n      }\n    }\n  }\n": types.ShellStoreSearchDocument,
    "\n  query NotificationGroups {\n    notifications {\n      _id\n      countLocationsIsRead\n      countLocationsNotRead\n      updates {\n        objectId\n        infoUrl\n        isRead\n        location {\n          locationName\n        }\n      }\n    }\n  }\n": types.NotificationGroupsDocument,
    "\n  mutation SetIsReadUpdate($tenant: ID!, $userId: ID!, $objectsId: [ID!]!) {\n    setIsReadUpdate(tenant: $tenant, userId: $userId, objectsId: $objectsId)\n  }\n": types.SetIsReadUpdateDocument,
    "\n  query OnboardingLocations {\n    onBoardingLocations {\n      id\n      locationName\n      storeCode\n      address {\n        addressLines\n        locality\n        administrativeArea\n      }\n      openInfo {\n        status\n      }\n      verified\n      selectability\n    }\n  }\n": types.OnboardingLocationsDocument,
    "\n  mutation SaveUserInfo($input: SaveUserInfoInput!) {\n    saveUserInfo(input: $input) {\n      success\n      leadStep\n    }\n  }\n": types.SaveUserInfoDocument,
    "\n  mutation VerifyOnboardingLocation($input: VerifiedGoogleLocationInput!) {\n    verifiedLocation(verifiedGoogleLocationInput: $input) {\n      locationGoogleId\n      status\n      selectability\n    }\n  }\n": types.VerifyOnboardingLocationDocument,
    "\n  mutation UpdateLocationsLeads($locations: [ID!]!) {\n    updateLocationsLeads(locations: $locations)\n  }\n": types.UpdateLocationsLeadsDocument,
    "\n  mutation SetupInitialReviews($userId: ID!, $tenant: ID!, $month: Int) {\n    setupInitialReviews(userId: $userId, tenant: $tenant, month: $month) {\n      success\n      imported\n    }\n  }\n": types.SetupInitialReviewsDocument,
    "\n  mutation SetupInitialReportInsights($userId: ID!, $tenant: ID!) {\n    setupInitialReportInsights(userId: $userId, tenant: $tenant) {\n      success\n      imported\n    }\n  }\n": types.SetupInitialReportInsightsDocument,
    "\n  mutation SetupInitialQA($userId: ID!, $tenant: ID!) {\n    setupInitialQA(userId: $userId, tenant: $tenant) {\n      success\n      imported\n    }\n  }\n": types.SetupInitialQaDocument,
    "\n  mutation UpdateLeadStep($tenant: ID!, $memberId: ID!, $step: LeadStep!) {\n    updateLeadStep(tenant: $tenant, memberId: $memberId, step: $step) {\n      leadStep\n    }\n  }\n": types.UpdateLeadStepDocument,
    "\n  query HomeData(\n    $limit: Int\n    $selection: HomeSelection\n    $interactions: Boolean! = true\n    $reputation: Boolean! = true\n    $questions: Boolean! = true\n  ) {\n    topLocations(limit: $limit, selection: $selection) @include(if: $interactions) {\n      id\n      _id\n      locationName\n      address {\n        addressLines\n        locality\n      }\n      insights {\n        indications\n        phone\n        web\n      }\n    }\n    homeWeb(selection: $selection) {\n      reviews @include(if: $reputation) {\n        rating\n        total\n        answered\n      }\n      faq @include(if: $questions) {\n        totalQ\n        answeredQ\n      }\n      syncing\n    }\n    locationsReportInsightsAverage(selection: $selection) @include(if: $interactions) {\n      metric\n      totalValue\n      totalPrevious\n    }\n  }\n": types.HomeDataDocument,
    "\n  query SyncNewUserLocations {\n    locations(limit: 100) {\n      total\n      items {\n        _id\n        locationName\n        address {\n          addressLines\n          locality\n        }\n      }\n    }\n  }\n": types.SyncNewUserLocationsDocument,
    "\n  fragment PostListItem on Post {\n    id\n    status\n    publishAt\n    recurrence\n    createdAt\n    content {\n      type\n      title\n    }\n    counts {\n      total\n      pending\n      processing\n      live\n      rejected\n      fails\n      deleted\n    }\n  }\n": types.PostListItemFragmentDoc,
    "\n  query PostsList($filter: PostFilter, $sort: PostSort, $limit: Int, $offset: Int) {\n    posts(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...PostListItem\n      }\n    }\n  }\n": types.PostsListDocument,
    "\n  query PostViewSettings {\n    postSettings {\n      timeZone\n      today\n    }\n  }\n": types.PostViewSettingsDocument,
    "\n  query PostStoreNames($ids: [ID!]!) {\n    postLocations(ids: $ids, limit: 20) {\n      id\n      title\n      locality\n    }\n  }\n": types.PostStoreNamesDocument,
    "\n  query PostStoreSearch($search: String) {\n    postLocations(search: $search, limit: 10) {\n      id\n      title\n      locality\n    }\n  }\n": types.PostStoreSearchDocument,
    "\n  fragment PostState on Post {\n    id\n    status\n    publishAt\n    updatedAt\n    counts {\n      total\n      pending\n      processing\n      live\n      rejected\n      fails\n      deleted\n    }\n    job {\n      id\n      status\n    }\n  }\n": types.PostStateFragmentDoc,
    "\n  query PostDetail($id: ID!, $storeStatus: PostStoreStatus, $limit: Int, $offset: Int) {\n    post(id: $id) {\n      ...PostState\n      recurrence\n      seriesId\n      createdAt\n      content {\n        type\n        title\n        secondTitle\n        thirdTitle\n        description\n        secondDescription\n        summary\n        validFrom\n        validTo\n        couponCode\n        redeemOnlineUrl\n        termsConditions\n        actionType\n        buttonUrl\n        images {\n          id\n          name\n          url\n        }\n      }\n      stores(status: $storeStatus, limit: $limit, offset: $offset) {\n        total\n        items {\n          locationId\n          locationName\n          storeCode\n          locality\n          status\n          searchUrl\n          error\n          errorDetail\n          updatedAt\n        }\n      }\n    }\n    postSettings {\n      timeZone\n    }\n  }\n": types.PostDetailDocument,
    "\n  mutation PausePost($id: ID!) {\n    pausePost(id: $id) {\n      ...PostState\n    }\n  }\n": types.PausePostDocument,
    "\n  mutation ResumePost($id: ID!) {\n    resumePost(id: $id) {\n      ...PostState\n    }\n  }\n": types.ResumePostDocument,
    "\n  mutation RetryPost($id: ID!) {\n    retryPost(id: $id) {\n      ...PostState\n    }\n  }\n": types.RetryPostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      ...PostState\n    }\n  }\n": types.DeletePostDocument,
    "\n  query PostTemplatesList {\n    postTemplates {\n      id\n      name\n      updatedAt\n      content {\n        type\n        title\n        secondTitle\n        thirdTitle\n        description\n        secondDescription\n        validFrom\n        validTo\n        redeemOnlineUrl\n        url\n        couponCode\n        termsConditions\n        actionType\n        utmValue\n        images {\n          id\n        }\n      }\n    }\n  }\n": types.PostTemplatesListDocument,
    "\n  mutation UpdatePostTemplate($id: ID!, $input: PostTemplateInput!) {\n    updatePostTemplate(id: $id, input: $input) {\n      id\n      name\n      updatedAt\n    }\n  }\n": types.UpdatePostTemplateDocument,
    "\n  mutation DeletePostTemplate($id: ID!) {\n    deletePostTemplate(id: $id)\n  }\n": types.DeletePostTemplateDocument,
    "\n  fragment PostFormContent on PostContent {\n    type\n    title\n    secondTitle\n    thirdTitle\n    description\n    secondDescription\n    images {\n      id\n      name\n      kind\n      url\n      width\n      height\n      byteSize\n      durationMs\n    }\n    validFrom\n    validTo\n    redeemOnlineUrl\n    url\n    couponCode\n    termsConditions\n    actionType\n    utmValue\n  }\n": types.PostFormContentFragmentDoc,
    "\n  query PostFormSettings {\n    postSettings {\n      timeZone\n      today\n      defaultValidTo\n    }\n  }\n": types.PostFormSettingsDocument,
    "\n  query PostFormPost($id: ID!, $offset: Int) {\n    post(id: $id) {\n      id\n      status\n      publishAt\n      workspaceId\n      recurrence\n      seriesId\n      templateId\n      content {\n        ...PostFormContent\n      }\n      stores(limit: 100, offset: $offset) {\n        total\n        items {\n          locationId\n          locationName\n        }\n      }\n    }\n  }\n": types.PostFormPostDocument,
    "\n  query PostFormStores($id: ID!, $offset: Int) {\n    post(id: $id) {\n      id\n      stores(limit: 100, offset: $offset) {\n        items {\n          locationId\n          locationName\n        }\n      }\n    }\n  }\n": types.PostFormStoresDocument,
    "\n  query PostFormTemplate($id: ID!) {\n    postTemplate(id: $id) {\n      id\n      name\n      content {\n        ...PostFormContent\n      }\n    }\n  }\n": types.PostFormTemplateDocument,
    "\n  query PostFormLocations(\n    $search: String\n    $workspaceId: ID\n    $limit: Int\n    $filters: [LocationColumnFilter!]\n  ) {\n    postLocations(search: $search, workspaceId: $workspaceId, limit: $limit, filters: $filters) {\n      id\n      title\n      locality\n      verified\n    }\n  }\n": types.PostFormLocationsDocument,
    "\n  query PostFormAudience($locationIds: [ID!], $workspaceId: ID) {\n    postAudience(locationIds: $locationIds, workspaceId: $workspaceId) {\n      stores\n      unverified\n    }\n  }\n": types.PostFormAudienceDocument,
    "\n  mutation PostFormCreate($input: PostInput!) {\n    createPost(input: $input) {\n      id\n      status\n    }\n  }\n": types.PostFormCreateDocument,
    "\n  mutation PostFormUpdate($id: ID!, $input: PostInput!) {\n    updatePost(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": types.PostFormUpdateDocument,
    "\n  mutation PostFormSaveTemplate($input: PostTemplateInput!) {\n    createPostTemplate(input: $input) {\n      id\n      name\n    }\n  }\n": types.PostFormSaveTemplateDocument,
    "\n  query ProfilePageData {\n    profile {\n      _id\n      email\n      firstName\n      lastName\n      phone\n      position\n      business\n    }\n    profileDetails {\n      keywords\n      vertical\n    }\n    gbpClients {\n      account\n      totalLocations\n    }\n  }\n": types.ProfilePageDataDocument,
    "\n  query ProfileTenantClients {\n    tenantClients {\n      _id\n      name\n      email\n      tenant\n      roles\n    }\n  }\n": types.ProfileTenantClientsDocument,
    "\n  mutation UpdateProfileVertical($vertical: String) {\n    updateProfileVertical(vertical: $vertical) {\n      vertical\n    }\n  }\n": types.UpdateProfileVerticalDocument,
    "\n  mutation UpdateProfileKeywords($keywords: [String!]!) {\n    updateProfileKeywords(keywords: $keywords) {\n      keywords\n    }\n  }\n": types.UpdateProfileKeywordsDocument,
    "\n  query SettingProfile {\n    profile {\n      _id\n      email\n      firstName\n      lastName\n      phone\n      position\n      business\n      picture\n      language\n    }\n  }\n": types.SettingProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      _id\n      firstName\n      lastName\n      phone\n      position\n      business\n      picture\n      language\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment ReportPerformance on PerformanceReport {\n    range {\n      from\n      to\n    }\n    compareRange {\n      from\n      to\n    }\n    dataFrom\n    storeCount\n    metrics {\n      metric\n      totalValue\n      totalPrevious\n    }\n    impressions {\n      metric\n      totalValue\n      totalPrevious\n    }\n    actions {\n      metric\n      totalValue\n      totalPrevious\n    }\n    daily {\n      metric\n      points {\n        day\n        value\n      }\n    }\n    topStores(limit: 10) {\n      ...ReportStore\n    }\n    bottomStores(limit: 10) {\n      ...ReportStore\n    }\n    keywords(limit: 20) {\n      keyword\n      value\n      belowThreshold\n    }\n    posts {\n      published\n      publishedPrevious\n      daily {\n        day\n        value\n      }\n    }\n  }\n  fragment ReportStore on StorePerformance {\n    locationId\n    name\n    storeCode\n    locality\n    impressions\n    actions\n    directions\n    calls\n    website\n    actionsPrevious\n  }\n": types.ReportPerformanceFragmentDoc,
    "\n  fragment ReportReviews on ReviewStats {\n    total\n    totalPrevious\n    averageRating\n    averageRatingPrevious\n    replied\n    replyRate\n    replyRatePrevious\n    averageReplyHours\n    medianReplyHours\n    ratings {\n      stars\n      count\n    }\n    series {\n      day\n      count\n      averageRating\n      replied\n    }\n  }\n": types.ReportReviewsFragmentDoc,
    "\n  fragment ReportRevenue on RevenueReport {\n    settings {\n      ticket\n      conversionPercent\n      currency\n      isDefault\n    }\n    traffic\n    trafficPrevious\n    income\n    incomePrevious\n    daily {\n      day\n      value\n    }\n    stores(limit: 10) {\n      locationId\n      name\n      traffic\n      income\n      incomePrevious\n    }\n  }\n": types.ReportRevenueFragmentDoc,
    "\n  query ReportPage(\n    $range: DateRangeInput!\n    $compareTo: ReportComparison\n    $storeIds: [ID!]\n    $workspaceId: ID\n    $labels: [String!]\n    $cities: [String!]\n  ) {\n    performance(\n      range: $range\n      compareTo: $compareTo\n      storeIds: $storeIds\n      workspaceId: $workspaceId\n      labels: $labels\n      cities: $cities\n    ) {\n      ...ReportPerformance\n    }\n    reviewStats(\n      range: $range\n      compareTo: $compareTo\n      storeIds: $storeIds\n      workspaceId: $workspaceId\n      labels: $labels\n      cities: $cities\n    ) {\n      ...ReportReviews\n    }\n    revenue(\n      range: $range\n      compareTo: $compareTo\n      storeIds: $storeIds\n      workspaceId: $workspaceId\n      labels: $labels\n      cities: $cities\n    ) {\n      ...ReportRevenue\n    }\n  }\n": types.ReportPageDocument,
    "\n  query ReportFilterOptions($workspaceId: ID) {\n    reportFilterOptions(workspaceId: $workspaceId) {\n      labels\n      cities\n    }\n  }\n": types.ReportFilterOptionsDocument,
    "\n  mutation SaveRevenueSettings($input: RevenueSettingsInput!) {\n    saveRevenueSettings(input: $input) {\n      ticket\n      conversionPercent\n      currency\n      isDefault\n    }\n  }\n": types.SaveRevenueSettingsDocument,
    "\n  query ReportStoreSearch($search: String, $workspaceId: ID) {\n    locations(filter: { search: $search }, limit: 10, workspaceId: $workspaceId) {\n      items {\n        _id\n        locationName\n        address {\n          locality\n        }\n      }\n    }\n  }\n": types.ReportStoreSearchDocument,
    "\n  mutation CreateReportShareLink($filters: ReportFiltersInput!, $expiresInDays: Int!) {\n    createReportShareLink(filters: $filters, expiresInDays: $expiresInDays) {\n      id\n      url\n      expiresAt\n    }\n  }\n": types.CreateReportShareLinkDocument,
    "\n  mutation CreateReportSchedule($input: ReportScheduleInput!) {\n    createReportSchedule(input: $input) {\n      id\n      nextRunAt\n    }\n  }\n": types.CreateReportScheduleDocument,
    "\n  query ReportSharingLists {\n    reportSchedules {\n      id\n      frequency\n      format\n      recipients\n      nextRunAt\n      filters {\n        days\n      }\n    }\n    reportShareLinks {\n      id\n      expiresAt\n      revoked\n      filters {\n        days\n      }\n    }\n  }\n": types.ReportSharingListsDocument,
    "\n  mutation DeleteReportSchedule($id: ID!) {\n    deleteReportSchedule(id: $id)\n  }\n": types.DeleteReportScheduleDocument,
    "\n  mutation SendReportNow($id: ID!) {\n    sendReportNow(id: $id)\n  }\n": types.SendReportNowDocument,
    "\n  mutation RevokeReportShareLink($id: ID!) {\n    revokeReportShareLink(id: $id)\n  }\n": types.RevokeReportShareLinkDocument,
    "\n  fragment ReviewItem on Review {\n    id\n    name\n    rating\n    comment\n    reviewer\n    reviewerPhotoUrl\n    createTime\n    updateTime\n    sentiment\n    reported\n    removedAt\n    reply {\n      comment\n      updateTime\n      state\n      policyViolation\n      automatic\n    }\n    replyJob {\n      jobId\n      status\n      comment\n      error\n      errorDetail\n      updatedAt\n    }\n    location {\n      id\n      title\n      locality\n    }\n  }\n": types.ReviewItemFragmentDoc,
    "\n  query ReviewsInbox($filter: ReviewFilter, $sort: ReviewSort, $limit: Int, $offset: Int) {\n    reviews(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      totalCapped\n      items {\n        ...ReviewItem\n      }\n    }\n  }\n": types.ReviewsInboxDocument,
    "\n  query ReviewStoreNames($ids: [ID!]!) {\n    reviewLocations(ids: $ids, limit: 20) {\n      id\n      title\n      locality\n    }\n  }\n": types.ReviewStoreNamesDocument,
    "\n  query AutoReplyPanel {\n    autoReplySettings {\n      enabled\n      delayMinutes\n      rules {\n        id\n        rating\n        withComment\n        templates {\n          id\n        }\n      }\n      recent {\n        id\n        reviewId\n        reviewName\n        reviewer\n        comment\n        dueAt\n        status\n        error\n        sentAt\n      }\n    }\n    reviewTemplates {\n      id\n      name\n    }\n  }\n": types.AutoReplyPanelDocument,
    "\n  mutation UpdateAutoReplySettings($input: AutoReplySettingsInput!) {\n    updateAutoReplySettings(input: $input) {\n      enabled\n      delayMinutes\n      rules {\n        id\n        rating\n        withComment\n        templates {\n          id\n        }\n      }\n    }\n  }\n": types.UpdateAutoReplySettingsDocument,
    "\n  query ReviewStoreSearch($search: String, $workspaceId: ID) {\n    reviewLocations(search: $search, workspaceId: $workspaceId, limit: 10) {\n      id\n      title\n      locality\n    }\n  }\n": types.ReviewStoreSearchDocument,
    "\n  mutation DeleteReviewReply($reviewId: ID!) {\n    deleteReviewReply(reviewId: $reviewId) {\n      jobId\n      status\n    }\n  }\n": types.DeleteReviewReplyDocument,
    "\n  mutation ReplyToReview($reviewId: ID!, $comment: String!) {\n    replyToReview(reviewId: $reviewId, comment: $comment) {\n      jobId\n      status\n      review {\n        ...ReviewItem\n      }\n    }\n  }\n": types.ReplyToReviewDocument,
    "\n  mutation DeleteReviewTemplate($id: ID!) {\n    deleteReviewTemplate(id: $id)\n  }\n": types.DeleteReviewTemplateDocument,
    "\n  mutation CreateReviewTemplate($input: ReviewTemplateInput!) {\n    createReviewTemplate(input: $input) {\n      id\n      name\n      body\n      updatedAt\n    }\n  }\n": types.CreateReviewTemplateDocument,
    "\n  mutation UpdateReviewTemplate($id: ID!, $input: ReviewTemplateInput!) {\n    updateReviewTemplate(id: $id, input: $input) {\n      id\n      name\n      body\n      updatedAt\n    }\n  }\n": types.UpdateReviewTemplateDocument,
    "\n  query ReviewTemplatesPanel {\n    reviewTemplates {\n      id\n      name\n      body\n      updatedAt\n    }\n  }\n": types.ReviewTemplatesPanelDocument,
    "\n  mutation SyncReviews {\n    syncReviews {\n      jobId\n    }\n  }\n": types.SyncReviewsDocument,
    "\n  query ReviewSyncJob($id: ID!) {\n    job(id: $id) {\n      id\n      status\n      total\n      done\n      failed\n      reviewSync {\n        newReviews\n        updatedReviews\n        removedReviews\n      }\n    }\n  }\n": types.ReviewSyncJobDocument,
    "\n  query ReplyTemplates {\n    reviewTemplates {\n      id\n      name\n      body\n    }\n  }\n": types.ReplyTemplatesDocument,
    "\n  mutation SetReviewReport($reviewId: ID!, $status: ReviewReportStatus) {\n    setReviewReport(reviewId: $reviewId, status: $status) {\n      id\n      reported\n    }\n  }\n": types.SetReviewReportDocument,
    "\n  query ReviewReplyProgress($id: ID!) {\n    review(id: $id) {\n      id\n      replyJob {\n        jobId\n        status\n        comment\n        error\n        errorDetail\n        updatedAt\n      }\n    }\n  }\n": types.ReviewReplyProgressDocument,
    "\n  query StoresList(\n    $filters: [LocationColumnFilter!]\n    $sort: LocationSort\n    $limit: Int\n    $offset: Int\n    $workspaceId: ID\n  ) {\n    locations(\n      filters: $filters\n      sort: $sort\n      limit: $limit\n      offset: $offset\n      workspaceId: $workspaceId\n    ) {\n      total\n      timeZone\n      items {\n        _id\n        locationName\n        storeCode\n        labels\n        address {\n          addressLines\n          locality\n        }\n        openInfo {\n          status\n        }\n        verified\n        lastChange {\n          fields\n          changedAt\n        }\n      }\n    }\n  }\n": types.StoresListDocument,
    "\n  mutation BulkUpdateLocations(\n    $ids: [ID!]\n    $filters: [LocationColumnFilter!]\n    $workspaceId: ID\n    $excludeIds: [ID!]\n    $patch: LocationPatchInput!\n  ) {\n    bulkUpdateLocations(\n      ids: $ids\n      filters: $filters\n      workspaceId: $workspaceId\n      excludeIds: $excludeIds\n      patch: $patch\n    ) {\n      id\n      total\n      done\n      failed\n      status\n    }\n  }\n": types.BulkUpdateLocationsDocument,
    "\n  mutation UpdateStore($id: ID!, $patch: LocationPatchInput!) {\n    updateLocation(id: $id, patch: $patch) {\n      jobId\n      status\n    }\n  }\n": types.UpdateStoreDocument,
    "\n  query StoreActionItems($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      placeActionLinks {\n        name\n        placeActionType\n        uri\n        isPreferred\n        isEditable\n      }\n    }\n  }\n": types.StoreActionItemsDocument,
    "\n  query CloseStoreDetails($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      openInfo {\n        status\n        canReopen\n      }\n    }\n  }\n": types.CloseStoreDetailsDocument,
    "\n  query CreateStoreAccounts($limit: Int) {\n    locations(limit: $limit, sort: { by: createdAt, direction: desc }) {\n      items {\n        account\n        address {\n          regionCode\n        }\n      }\n    }\n  }\n": types.CreateStoreAccountsDocument,
    "\n  query EditStoreAddress($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      latlng {\n        latitude\n        longitude\n      }\n    }\n  }\n": types.EditStoreAddressDocument,
    "\n  query EditStoreCategory($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      ...StoreAttributes\n      categories {\n        primaryCategory {\n          name\n          displayName\n        }\n        additionalCategories {\n          name\n          displayName\n        }\n      }\n    }\n  }\n": types.EditStoreCategoryDocument,
    "\n  query EditStoreHours($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      regularHours {\n        periods {\n          openDay\n          openTime {\n            hours\n            minutes\n          }\n          closeDay\n          closeTime {\n            hours\n            minutes\n          }\n        }\n      }\n      specialHours {\n        specialHourPeriods {\n          startDate {\n            year\n            month\n            day\n          }\n          openTime {\n            hours\n            minutes\n          }\n          closeTime {\n            hours\n            minutes\n          }\n          closed\n        }\n      }\n    }\n  }\n": types.EditStoreHoursDocument,
    "\n  query EditStoreInfo($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      storeCode\n      labels\n      profile {\n        description\n      }\n      openInfo {\n        openingDate {\n          year\n          month\n          day\n        }\n      }\n    }\n  }\n": types.EditStoreInfoDocument,
    "\n  query EditStorePhone($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      phoneNumbers {\n        primaryPhone\n        additionalPhones\n      }\n    }\n  }\n": types.EditStorePhoneDocument,
    "\n  query EditStoreName($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n    }\n  }\n": types.EditStoreNameDocument,
    "\n  query EditStoreWebsite($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      websiteUri\n    }\n  }\n": types.EditStoreWebsiteDocument,
    "\n  query StoreSocialMedia($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      attributes {\n        name\n        uriValues {\n          uri\n        }\n      }\n    }\n  }\n": types.StoreSocialMediaDocument,
    "\n  mutation CreateStore($input: CreateLocationInput!) {\n    createLocation(input: $input) {\n      jobId\n      status\n    }\n  }\n": types.CreateStoreDocument,
    "\n  fragment StoreAttributes on Location {\n    attributes {\n      name\n      values\n      repeatedEnumValue {\n        setValues\n        unsetValues\n      }\n    }\n    availableAttributes {\n      parent\n      valueType\n      displayName\n      groupDisplayName\n      valueMetadata {\n        value\n        displayName\n      }\n    }\n  }\n": types.StoreAttributesFragmentDoc,
    "\n  query StoreCategories($search: String!, $regionCode: String) {\n    categories(search: $search, regionCode: $regionCode) {\n      name\n      displayName\n    }\n  }\n": types.StoreCategoriesDocument,
    "\n  fragment StoreEditContext on Location {\n    _id\n    title\n    storefrontAddress {\n      regionCode\n      postalCode\n      administrativeArea\n      locality\n      addressLines\n    }\n    lastEdit {\n      jobId\n      status\n      error\n      errorDetail\n      fields\n      updatedAt\n    }\n  }\n": types.StoreEditContextFragmentDoc,
    "\n  mutation UpdateThemeSettings($input: ThemeSettingsInput!) {\n    updateThemeSettings(input: $input) {\n      direction\n      customScrollbars\n    }\n  }\n": types.UpdateThemeSettingsDocument,
    "\n  query CurrentUser {\n    user {\n      validateGoogleAccount\n      me {\n        _id\n        memberId\n        email\n        firstName\n        lastName\n        picture\n        createdAt\n        fullName\n        phone\n        position\n        business\n        tenant\n        isStoreplusUser\n        isMasterAccount\n        isLeads\n        leadStep\n        roles\n        info {\n          name\n          isActive\n        }\n        isExpiredLeads\n        validateGoogleAccount\n        shortcuts\n      }\n      memberSettings {\n        syncAccount {\n          name\n          value\n        }\n        viewSectionsInfo {\n          name\n          isActive\n        }\n        permissions {\n          name\n          value\n        }\n      }\n      tenantConfigs {\n        config\n        value {\n          name\n          value\n          stringValue\n          boolean\n        }\n      }\n      googleAdsAccount {\n        customerId\n        currencyCode\n        dateTimeZone\n        descriptiveName\n        testAccount\n        status\n      }\n    }\n  }\n": types.CurrentUserDocument,
    "\n  fragment WorkspaceOption on Workspace {\n    _id\n    name\n    description\n    totalLocations\n    defaultWorkspace\n    updatedAt\n  }\n": types.WorkspaceOptionFragmentDoc,
    "\n  query ShellWorkspaces {\n    workspaces {\n      ...WorkspaceOption\n    }\n    workspacesTotal\n    user {\n      me {\n        isLeads\n        isStoreplusUser\n      }\n      tenantConfigs {\n        config\n        value {\n          name\n          boolean\n        }\n      }\n    }\n  }\n": types.ShellWorkspacesDocument,
    "\n  query SelectedWorkspace($id: ID!) {\n    workspace(id: $id) {\n      ...WorkspaceOption\n    }\n  }\n": types.SelectedWorkspaceDocument,
    "\n  query DefaultWorkspace {\n    workspaces(limit: 1) {\n      _id\n      name\n      totalLocations\n      defaultWorkspace\n    }\n  }\n": types.DefaultWorkspaceDocument,
    "\n  query WorkspaceSearch($search: String!, $limit: Int) {\n    workspaces(search: $search, limit: $limit) {\n      ...WorkspaceOption\n    }\n  }\n": types.WorkspaceSearchDocument,
    "\n  query WorkspacesTable($limit: Int, $offset: Int) {\n    workspaces(limit: $limit, offset: $offset) {\n      _id\n      name\n      description\n      totalLocations\n      defaultWorkspace\n    }\n    workspacesTotal\n  }\n": types.WorkspacesTableDocument,
    "\n  query WorkspaceSelection($workspaceId: ID) {\n    workspaceSelection(workspaceId: $workspaceId) {\n      workspace {\n        _id\n        name\n        totalLocations\n        defaultWorkspace\n      }\n      names\n      ids\n      externalIds\n      placeIds\n    }\n  }\n": types.WorkspaceSelectionDocument,
    "\n  query WorkspaceLocations($workspaceId: ID!, $search: String, $limit: Int, $offset: Int) {\n    workspaceLocations(workspaceId: $workspaceId, search: $search, limit: $limit, offset: $offset) {\n      total\n      items {\n        _id\n        id\n        name\n        locationState {\n          placeId\n        }\n      }\n    }\n  }\n": types.WorkspaceLocationsDocument,
    "\n  query WorkspaceCandidates($workspaceId: ID!, $search: String, $limit: Int, $offset: Int) {\n    workspaceCandidates(\n      workspaceId: $workspaceId\n      search: $search\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      items {\n        _id\n        id\n        name\n        storeCode\n        locality\n        inWorkspace\n      }\n    }\n  }\n": types.WorkspaceCandidatesDocument,
    "\n  mutation CreateWorkspace($input: WorkspaceInput!) {\n    createWorkspace(input: $input) {\n      _id\n    }\n  }\n": types.CreateWorkspaceDocument,
    "\n  mutation UpdateWorkspace($id: ID!, $input: WorkspaceInput!) {\n    updateWorkspace(id: $id, input: $input) {\n      _id\n    }\n  }\n": types.UpdateWorkspaceDocument,
    "\n  mutation DeleteWorkspace($id: ID!) {\n    deleteWorkspace(id: $id)\n  }\n": types.DeleteWorkspaceDocument,
    "\n  mutation SetWorkspaceLocations($input: WorkspaceLocationsChange!) {\n    setWorkspaceLocations(input: $input) {\n      _id\n      totalLocations\n    }\n  }\n": types.SetWorkspaceLocationsDocument,
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
export function graphql(source: "\n  mutation UpdateCostPrice($item: CostItem!, $unitPrice: String!, $currency: String!) {\n    updateCostPrice(item: $item, unitPrice: $unitPrice, currency: $currency) {\n      item\n      unitPrice\n      currency\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCostPrice($item: CostItem!, $unitPrice: String!, $currency: String!) {\n    updateCostPrice(item: $item, unitPrice: $unitPrice, currency: $currency) {\n      item\n      unitPrice\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCosts($month: String!, $limit: Int, $offset: Int) {\n    costs(month: $month, limit: $limit, offset: $offset) {\n      month\n      total\n      items {\n        tenantId\n        tenant\n        adsLinked\n        lines {\n          item\n          quantity\n          amount\n          currency\n        }\n        totals {\n          currency\n          amount\n        }\n      }\n      totals {\n        lines {\n          item\n          quantity\n          amount\n          currency\n        }\n        totals {\n          currency\n          amount\n        }\n      }\n    }\n    costPrices {\n      item\n      unitPrice\n      currency\n    }\n  }\n"): (typeof documents)["\n  query AdminCosts($month: String!, $limit: Int, $offset: Int) {\n    costs(month: $month, limit: $limit, offset: $offset) {\n      month\n      total\n      items {\n        tenantId\n        tenant\n        adsLinked\n        lines {\n          item\n          quantity\n          amount\n          currency\n        }\n        totals {\n          currency\n          amount\n        }\n      }\n      totals {\n        lines {\n          item\n          quantity\n          amount\n          currency\n        }\n        totals {\n          currency\n          amount\n        }\n      }\n    }\n    costPrices {\n      item\n      unitPrice\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMapsNotificationSetting(\n    $account: String!\n    $pubsubTopic: String!\n    $notificationTypes: [String!]!\n  ) {\n    updateMapsNotificationSetting(\n      account: $account\n      pubsubTopic: $pubsubTopic\n      notificationTypes: $notificationTypes\n    ) {\n      account\n      storeCount\n      pubsubTopic\n      notificationTypes\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMapsNotificationSetting(\n    $account: String!\n    $pubsubTopic: String!\n    $notificationTypes: [String!]!\n  ) {\n    updateMapsNotificationSetting(\n      account: $account\n      pubsubTopic: $pubsubTopic\n      notificationTypes: $notificationTypes\n    ) {\n      account\n      storeCount\n      pubsubTopic\n      notificationTypes\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MapsNotificationSettings {\n    mapsNotificationSettings {\n      types\n      accounts {\n        account\n        storeCount\n        pubsubTopic\n        notificationTypes\n        updatedAt\n      }\n      recentMessages {\n        messageId\n        type\n        location\n        locationName\n        receivedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MapsNotificationSettings {\n    mapsNotificationSettings {\n      types\n      accounts {\n        account\n        storeCount\n        pubsubTopic\n        notificationTypes\n        updatedAt\n      }\n      recentMessages {\n        messageId\n        type\n        location\n        locationName\n        receivedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnboardingSteps {\n    onboardingSteps {\n      key\n      done\n      count\n    }\n  }\n"): (typeof documents)["\n  query OnboardingSteps {\n    onboardingSteps {\n      key\n      done\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoleImpact($id: ID!) {\n    roleImpact(id: $id) {\n      userCount\n      onlyRoleCount\n      users {\n        id\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query RoleImpact($id: ID!) {\n    roleImpact(id: $id) {\n      userCount\n      onlyRoleCount\n      users {\n        id\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id) {\n      affectedUsers\n      skippedUsers {\n        id\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id) {\n      affectedUsers\n      skippedUsers {\n        id\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoleHolders($id: ID!) {\n    roleImpact(id: $id) {\n      userCount\n      users {\n        id\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query RoleHolders($id: ID!) {\n    roleImpact(id: $id) {\n      userCount\n      users {\n        id\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRole($input: RoleInput!) {\n    createRole(input: $input) {\n      role {\n        ...AdminRole\n      }\n      affectedUsers\n      skippedUsers {\n        id\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRole($input: RoleInput!) {\n    createRole(input: $input) {\n      role {\n        ...AdminRole\n      }\n      affectedUsers\n      skippedUsers {\n        id\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRole($id: ID!, $input: RoleInput!) {\n    updateRole(id: $id, input: $input) {\n      role {\n        ...AdminRole\n      }\n      affectedUsers\n      skippedUsers {\n        id\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRole($id: ID!, $input: RoleInput!) {\n    updateRole(id: $id, input: $input) {\n      role {\n        ...AdminRole\n      }\n      affectedUsers\n      skippedUsers {\n        id\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminRole on Role {\n    id\n    name\n    description\n    custom\n    grants\n    userCount\n  }\n"): (typeof documents)["\n  fragment AdminRole on Role {\n    id\n    name\n    description\n    custom\n    grants\n    userCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRoles {\n    roles {\n      ...AdminRole\n    }\n  }\n"): (typeof documents)["\n  query AdminRoles {\n    roles {\n      ...AdminRole\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateScheduledJob($id: ID!, $input: ScheduledJobInput!) {\n    updateScheduledJob(id: $id, input: $input) {\n      ...AdminScheduledJob\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateScheduledJob($id: ID!, $input: ScheduledJobInput!) {\n    updateScheduledJob(id: $id, input: $input) {\n      ...AdminScheduledJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminScheduledJob on ScheduledJob {\n    id\n    name\n    scheduleExpression\n    enabled\n    lambdaName\n    arn\n    nextRunAt\n    lastStartedAt\n    lastFinishedAt\n    lastOutcome\n    lastError\n  }\n"): (typeof documents)["\n  fragment AdminScheduledJob on ScheduledJob {\n    id\n    name\n    scheduleExpression\n    enabled\n    lambdaName\n    arn\n    nextRunAt\n    lastStartedAt\n    lastFinishedAt\n    lastOutcome\n    lastError\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminScheduledJobs {\n    scheduledJobs {\n      ...AdminScheduledJob\n    }\n  }\n"): (typeof documents)["\n  query AdminScheduledJobs {\n    scheduledJobs {\n      ...AdminScheduledJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetScheduledJobEnabled($id: ID!, $enabled: Boolean!) {\n    setScheduledJobEnabled(id: $id, enabled: $enabled) {\n      ...AdminScheduledJob\n    }\n  }\n"): (typeof documents)["\n  mutation SetScheduledJobEnabled($id: ID!, $enabled: Boolean!) {\n    setScheduledJobEnabled(id: $id, enabled: $enabled) {\n      ...AdminScheduledJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunScheduledJob($id: ID!) {\n    runScheduledJob(id: $id) {\n      ...AdminScheduledJob\n    }\n  }\n"): (typeof documents)["\n  mutation RunScheduledJob($id: ID!) {\n    runScheduledJob(id: $id) {\n      ...AdminScheduledJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordTokenValid($token: String!) {\n    passwordTokenValid(token: $token)\n  }\n"): (typeof documents)["\n  query PasswordTokenValid($token: String!) {\n    passwordTokenValid(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPasswordWithToken($token: String!, $password: String!) {\n    setPasswordWithToken(token: $token, password: $password)\n  }\n"): (typeof documents)["\n  mutation SetPasswordWithToken($token: String!, $password: String!) {\n    setPasswordWithToken(token: $token, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSyncSettings {\n    syncSettings {\n      kind\n      period\n      periods\n      scheduled\n      isDefault\n      lastJob {\n        id\n        status\n        total\n        done\n        failed\n        createdAt\n        finishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSyncSettings {\n    syncSettings {\n      kind\n      period\n      periods\n      scheduled\n      isDefault\n      lastJob {\n        id\n        status\n        total\n        done\n        failed\n        createdAt\n        finishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSyncSetting($kind: SyncKind!, $period: SyncPeriod!, $scheduled: Boolean!) {\n    updateSyncSetting(kind: $kind, period: $period, scheduled: $scheduled) {\n      kind\n      period\n      scheduled\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSyncSetting($kind: SyncKind!, $period: SyncPeriod!, $scheduled: Boolean!) {\n    updateSyncSetting(kind: $kind, period: $period, scheduled: $scheduled) {\n      kind\n      period\n      scheduled\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunSync($kind: SyncKind!) {\n    runSync(kind: $kind) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RunSync($kind: SyncKind!) {\n    runSync(kind: $kind) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SyncJobStatus($id: ID!) {\n    job(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  query SyncJobStatus($id: ID!) {\n    job(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTenant($input: TenantInput!) {\n    createTenant(input: $input) {\n      ...AdminTenant\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTenant($input: TenantInput!) {\n    createTenant(input: $input) {\n      ...AdminTenant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTenant($id: ID!, $input: TenantInput!) {\n    updateTenant(id: $id, input: $input) {\n      ...AdminTenant\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTenant($id: ID!, $input: TenantInput!) {\n    updateTenant(id: $id, input: $input) {\n      ...AdminTenant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminTenant on Tenant {\n    id\n    name\n    status\n    timeZone\n    whitelistedDomains\n    userCount\n    storeCount\n    createdAt\n    configs {\n      config\n      value {\n        name\n        value\n        stringValue\n        boolean\n      }\n    }\n    featureFlags {\n      name\n      isActive\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment AdminTenant on Tenant {\n    id\n    name\n    status\n    timeZone\n    whitelistedDomains\n    userCount\n    storeCount\n    createdAt\n    configs {\n      config\n      value {\n        name\n        value\n        stringValue\n        boolean\n      }\n    }\n    featureFlags {\n      name\n      isActive\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTenants {\n    tenants {\n      ...AdminTenant\n    }\n    moduleStatus {\n      name\n      status\n    }\n  }\n"): (typeof documents)["\n  query AdminTenants {\n    tenants {\n      ...AdminTenant\n    }\n    moduleStatus {\n      name\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetModuleStatus($name: String!, $status: String!) {\n    setModuleStatus(name: $name, status: $status) {\n      name\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetModuleStatus($name: String!, $status: String!) {\n    setModuleStatus(name: $name, status: $status) {\n      name\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTenantConfig($id: ID!, $config: String!, $values: [TenantConfigValueInput!]!) {\n    setTenantConfig(id: $id, config: $config, values: $values) {\n      ...AdminTenant\n    }\n  }\n"): (typeof documents)["\n  mutation SetTenantConfig($id: ID!, $config: String!, $values: [TenantConfigValueInput!]!) {\n    setTenantConfig(id: $id, config: $config, values: $values) {\n      ...AdminTenant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFeatureFlag($id: ID!, $input: FeatureFlagInput!) {\n    setFeatureFlag(id: $id, input: $input) {\n      ...AdminTenant\n    }\n  }\n"): (typeof documents)["\n  mutation SetFeatureFlag($id: ID!, $input: FeatureFlagInput!) {\n    setFeatureFlag(id: $id, input: $input) {\n      ...AdminTenant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTenantStatus($id: ID!, $status: String!) {\n    setTenantStatus(id: $id, status: $status) {\n      ...AdminTenant\n    }\n  }\n"): (typeof documents)["\n  mutation SetTenantStatus($id: ID!, $status: String!) {\n    setTenantStatus(id: $id, status: $status) {\n      ...AdminTenant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetUserPassword($id: ID!) {\n    resetUserPassword(id: $id) {\n      url\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation ResetUserPassword($id: ID!) {\n    resetUserPassword(id: $id) {\n      url\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserRow on TenantUser {\n    id\n    name\n    firstName\n    lastName\n    email\n    username\n    roles\n    roleIds\n    kind\n    mapsAccount\n    disabled\n    passwordSet\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminUserRow on TenantUser {\n    id\n    name\n    firstName\n    lastName\n    email\n    username\n    roles\n    roleIds\n    kind\n    mapsAccount\n    disabled\n    passwordSet\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminRoleOption on Role {\n    id\n    name\n    description\n    custom\n  }\n"): (typeof documents)["\n  fragment AdminRoleOption on Role {\n    id\n    name\n    description\n    custom\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($filter: UserFilter, $limit: Int, $offset: Int) {\n    users(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...AdminUserRow\n      }\n    }\n    roles {\n      ...AdminRoleOption\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($filter: UserFilter, $limit: Int, $offset: Int) {\n    users(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...AdminUserRow\n      }\n    }\n    roles {\n      ...AdminRoleOption\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserRoles($id: ID!, $roles: [ID!]!) {\n    updateUserRoles(id: $id, roles: $roles) {\n      ...AdminUserRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserRoles($id: ID!, $roles: [ID!]!) {\n    updateUserRoles(id: $id, roles: $roles) {\n      ...AdminUserRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserDisabled($id: ID!, $disabled: Boolean!) {\n    setUserDisabled(id: $id, disabled: $disabled) {\n      ...AdminUserRow\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserDisabled($id: ID!, $disabled: Boolean!) {\n    setUserDisabled(id: $id, disabled: $disabled) {\n      ...AdminUserRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n        name\n        email\n      }\n      setPasswordUrl\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n        name\n        email\n      }\n      setPasswordUrl\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewUserRoles {\n    roles {\n      id\n      name\n      description\n      custom\n    }\n  }\n"): (typeof documents)["\n  query NewUserRoles {\n    roles {\n      id\n      name\n      description\n      custom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEntryRow on AuditEntry {\n    id\n    createdAt\n    actor\n    actorId\n    action\n    targetType\n    targetId\n    changes\n    ip\n    userAgent\n  }\n"): (typeof documents)["\n  fragment AuditEntryRow on AuditEntry {\n    id\n    createdAt\n    actor\n    actorId\n    action\n    targetType\n    targetId\n    changes\n    ip\n    userAgent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($filter: AuditFilter, $limit: Int, $offset: Int) {\n    auditLog(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...AuditEntryRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($filter: AuditFilter, $limit: Int, $offset: Int) {\n    auditLog(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...AuditEntryRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditTimeZone {\n    postSettings {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query AuditTimeZone {\n    postSettings {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryFiles($filter: ResourceFilter, $limit: Int, $offset: Int) {\n    resources(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        name\n        kind\n        url\n        width\n        height\n        byteSize\n      }\n    }\n  }\n"): (typeof documents)["\n  query LibraryFiles($filter: ResourceFilter, $limit: Int, $offset: Int) {\n    resources(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        name\n        kind\n        url\n        width\n        height\n        byteSize\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickedResource($id: ID!) {\n    resource(id: $id) {\n      id\n      name\n      kind\n      url\n      width\n      height\n      byteSize\n      durationMs\n    }\n  }\n"): (typeof documents)["\n  query PickedResource($id: ID!) {\n    resource(id: $id) {\n      id\n      name\n      kind\n      url\n      width\n      height\n      byteSize\n      durationMs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteResource($id: ID!) {\n    deleteResource(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteResource($id: ID!) {\n    deleteResource(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateResource($input: UpdateResourceInput!) {\n    updateResource(input: $input) {\n      ...ResourceItem\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateResource($input: UpdateResourceInput!) {\n    updateResource(input: $input) {\n      ...ResourceItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResourceItem on Resource {\n    id\n    name\n    tags\n    kind\n    mimeType\n    byteSize\n    width\n    height\n    durationMs\n    url\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ResourceItem on Resource {\n    id\n    name\n    tags\n    kind\n    mimeType\n    byteSize\n    width\n    height\n    durationMs\n    url\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResourcesLibrary($filter: ResourceFilter, $limit: Int, $offset: Int) {\n    resources(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...ResourceItem\n      }\n    }\n    resourceTags\n  }\n"): (typeof documents)["\n  query ResourcesLibrary($filter: ResourceFilter, $limit: Int, $offset: Int) {\n    resources(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...ResourceItem\n      }\n    }\n    resourceTags\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobSummary on Job {\n    id\n    kind\n    status\n    outcome\n    total\n    done\n    failed\n    createdAt\n    finishedAt\n    startedBy\n    fields\n    scheduledFor\n    timeZone\n  }\n"): (typeof documents)["\n  fragment JobSummary on Job {\n    id\n    kind\n    status\n    outcome\n    total\n    done\n    failed\n    createdAt\n    finishedAt\n    startedBy\n    fields\n    scheduledFor\n    timeZone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobProgress($id: ID!) {\n    job(id: $id) {\n      id\n      kind\n      status\n      outcome\n      scheduledFor\n      timeZone\n      total\n      done\n      failed\n      createdAt\n      finishedAt\n      items(limit: 20, status: FAILED) {\n        id\n        locationName\n        status\n        error\n        errorDetail\n      }\n    }\n  }\n"): (typeof documents)["\n  query JobProgress($id: ID!) {\n    job(id: $id) {\n      id\n      kind\n      status\n      outcome\n      scheduledFor\n      timeZone\n      total\n      done\n      failed\n      createdAt\n      finishedAt\n      items(limit: 20, status: FAILED) {\n        id\n        locationName\n        status\n        error\n        errorDetail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryJobItems($id: ID!) {\n    retryJobItems(id: $id) {\n      id\n      status\n      done\n      failed\n    }\n  }\n"): (typeof documents)["\n  mutation RetryJobItems($id: ID!) {\n    retryJobItems(id: $id) {\n      id\n      status\n      done\n      failed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobsPage($limit: Int, $offset: Int) {\n    jobs(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...JobSummary\n      }\n    }\n  }\n"): (typeof documents)["\n  query JobsPage($limit: Int, $offset: Int) {\n    jobs(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...JobSummary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobPage($id: ID!, $limit: Int) {\n    job(id: $id) {\n      ...JobSummary\n      items(limit: $limit) {\n        id\n        locationId\n        locationName\n        storeCode\n        status\n        error\n        errorDetail\n      }\n    }\n  }\n"): (typeof documents)["\n  query JobPage($id: ID!, $limit: Int) {\n    job(id: $id) {\n      ...JobSummary\n      items(limit: $limit) {\n        id\n        locationId\n        locationName\n        storeCode\n        status\n        error\n        errorDetail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExtractJobFields on ExtractJob {\n    id\n    status\n    metrics\n    storeIds\n    dateFrom\n    dateTo\n    destination\n    rowCount\n    error\n    attempts\n    createdAt\n    finishedAt\n  }\n"): (typeof documents)["\n  fragment ExtractJobFields on ExtractJob {\n    id\n    status\n    metrics\n    storeIds\n    dateFrom\n    dateTo\n    destination\n    rowCount\n    error\n    attempts\n    createdAt\n    finishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExtractJobs($status: ExtractJobStatus, $limit: Int, $offset: Int) {\n    extractJobs(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...ExtractJobFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExtractJobs($status: ExtractJobStatus, $limit: Int, $offset: Int) {\n    extractJobs(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...ExtractJobFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExtractJob($id: ID!) {\n    extractJob(id: $id) {\n      ...ExtractJobFields\n      steps {\n        step\n        startedAt\n        finishedAt\n        durationMs\n        rows\n        error\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExtractJob($id: ID!) {\n    extractJob(id: $id) {\n      ...ExtractJobFields\n      steps {\n        step\n        startedAt\n        finishedAt\n        durationMs\n        rows\n        error\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateExtractJob($input: CreateExtractJobInput!) {\n    createExtractJob(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CreateExtractJob($input: CreateExtractJobInput!) {\n    createExtractJob(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryExtractJob($id: ID!, $fromStart: Boolean) {\n    retryExtractJob(id: $id, fromStart: $fromStart) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RetryExtractJob($id: ID!, $fromStart: Boolean) {\n    retryExtractJob(id: $id, fromStart: $fromStart) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketingLocations(\n    $search: String\n    $workspaceId: ID\n    $limit: Int\n    $filters: [LocationColumnFilter!]\n  ) {\n    marketingLocations(\n      search: $search\n      workspaceId: $workspaceId\n      limit: $limit\n      filters: $filters\n    ) {\n      id\n      title\n      locality\n    }\n  }\n"): (typeof documents)["\n  query MarketingLocations(\n    $search: String\n    $workspaceId: ID\n    $limit: Int\n    $filters: [LocationColumnFilter!]\n  ) {\n    marketingLocations(\n      search: $search\n      workspaceId: $workspaceId\n      limit: $limit\n      filters: $filters\n    ) {\n      id\n      title\n      locality\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Connectors {\n    connectors {\n      type\n      state\n      lastTestedAt\n      lastError\n      exportSchema\n      projectId\n      datasetId\n      clientEmail\n    }\n  }\n"): (typeof documents)["\n  query Connectors {\n    connectors {\n      type\n      state\n      lastTestedAt\n      lastError\n      exportSchema\n      projectId\n      datasetId\n      clientEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveConnector($input: SaveConnectorInput!) {\n    saveConnector(input: $input) {\n      type\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation SaveConnector($input: SaveConnectorInput!) {\n    saveConnector(input: $input) {\n      type\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestConnector($type: ConnectorType!) {\n    testConnector(type: $type) {\n      ok\n      error\n      connector {\n        type\n        state\n        lastTestedAt\n        lastError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestConnector($type: ConnectorType!) {\n    testConnector(type: $type) {\n      ok\n      error\n      connector {\n        type\n        state\n        lastTestedAt\n        lastError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SourceTables {\n    sourceTables {\n      name\n      columns\n      rows\n    }\n  }\n"): (typeof documents)["\n  query SourceTables {\n    sourceTables {\n      name\n      columns\n      rows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SourceTablePreview($name: String!) {\n    sourceTablePreview(name: $name) {\n      name\n      columns\n      rows\n    }\n  }\n"): (typeof documents)["\n  query SourceTablePreview($name: String!) {\n    sourceTablePreview(name: $name) {\n      name\n      columns\n      rows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MediaPackageItem on MediaPackage {\n    id\n    name\n    category\n    mediaFormat\n    totalLocations\n    sentAt\n    dismissedAt\n    createdAt\n    files {\n      id\n      name\n      kind\n      url\n    }\n    job {\n      id\n      status\n      total\n      done\n      failed\n    }\n    links {\n      id\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  fragment MediaPackageItem on MediaPackage {\n    id\n    name\n    category\n    mediaFormat\n    totalLocations\n    sentAt\n    dismissedAt\n    createdAt\n    files {\n      id\n      name\n      kind\n      url\n    }\n    job {\n      id\n      status\n      total\n      done\n      failed\n    }\n    links {\n      id\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaPackages($includeDismissed: Boolean, $limit: Int, $offset: Int) {\n    mediaPackages(includeDismissed: $includeDismissed, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...MediaPackageItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query MediaPackages($includeDismissed: Boolean, $limit: Int, $offset: Int) {\n    mediaPackages(includeDismissed: $includeDismissed, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...MediaPackageItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaJobSummary($id: ID!) {\n    mediaJob(id: $id) {\n      job {\n        id\n        status\n        createdAt\n      }\n      package {\n        ...MediaPackageItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query MediaJobSummary($id: ID!) {\n    mediaJob(id: $id) {\n      job {\n        id\n        status\n        createdAt\n      }\n      package {\n        ...MediaPackageItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaJobItems($id: ID!, $limit: Int, $offset: Int) {\n    mediaJob(id: $id) {\n      job {\n        id\n        status\n        total\n        done\n        failed\n      }\n      items(limit: $limit, offset: $offset) {\n        id\n        locationName\n        storeCode\n        fileName\n        status\n        error\n        errorDetail\n        googleUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query MediaJobItems($id: ID!, $limit: Int, $offset: Int) {\n    mediaJob(id: $id) {\n      job {\n        id\n        status\n        total\n        done\n        failed\n      }\n      items(limit: $limit, offset: $offset) {\n        id\n        locationName\n        storeCode\n        fileName\n        status\n        error\n        errorDetail\n        googleUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaLocations(\n    $search: String\n    $workspaceId: ID\n    $limit: Int\n    $filters: [LocationColumnFilter!]\n  ) {\n    mediaLocations(search: $search, workspaceId: $workspaceId, limit: $limit, filters: $filters) {\n      id\n      title\n      locality\n    }\n  }\n"): (typeof documents)["\n  query MediaLocations(\n    $search: String\n    $workspaceId: ID\n    $limit: Int\n    $filters: [LocationColumnFilter!]\n  ) {\n    mediaLocations(search: $search, workspaceId: $workspaceId, limit: $limit, filters: $filters) {\n      id\n      title\n      locality\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMediaPackage($input: MediaPackageInput!) {\n    createMediaPackage(input: $input) {\n      id\n      job {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMediaPackage($input: MediaPackageInput!) {\n    createMediaPackage(input: $input) {\n      id\n      job {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissMediaPackage($id: ID!, $dismissed: Boolean) {\n    dismissMediaPackage(id: $id, dismissed: $dismissed)\n  }\n"): (typeof documents)["\n  mutation DismissMediaPackage($id: ID!, $dismissed: Boolean) {\n    dismissMediaPackage(id: $id, dismissed: $dismissed)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMediaLink($input: MediaLinkInput!) {\n    createMediaLink(input: $input) {\n      url\n      link {\n        id\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMediaLink($input: MediaLinkInput!) {\n    createMediaLink(input: $input) {\n      url\n      link {\n        id\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeMediaLink($id: ID!) {\n    revokeMediaLink(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeMediaLink($id: ID!) {\n    revokeMediaLink(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreMedia($locationId: ID!) {\n    storeMedia(locationId: $locationId) {\n      locationId\n      locationName\n      available\n      owner {\n        ...StoreMediaItemFields\n      }\n      customer {\n        ...StoreMediaItemFields\n      }\n      links {\n        id\n        expiresAt\n      }\n    }\n  }\n  fragment StoreMediaItemFields on StoreMediaItem {\n    name\n    source\n    mediaFormat\n    category\n    googleUrl\n    thumbnailUrl\n    createTime\n    attribution\n    report {\n      status\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query StoreMedia($locationId: ID!) {\n    storeMedia(locationId: $locationId) {\n      locationId\n      locationName\n      available\n      owner {\n        ...StoreMediaItemFields\n      }\n      customer {\n        ...StoreMediaItemFields\n      }\n      links {\n        id\n        expiresAt\n      }\n    }\n  }\n  fragment StoreMediaItemFields on StoreMediaItem {\n    name\n    source\n    mediaFormat\n    category\n    googleUrl\n    thumbnailUrl\n    createTime\n    attribution\n    report {\n      status\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteStoreMedia($locationId: ID!, $name: ID!) {\n    deleteStoreMedia(locationId: $locationId, name: $name) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteStoreMedia($locationId: ID!, $name: ID!) {\n    deleteStoreMedia(locationId: $locationId, name: $name) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMediaReport($locationId: ID!, $name: ID!, $status: MediaReportStatus) {\n    setMediaReport(locationId: $locationId, name: $name, status: $status) {\n      name\n      report {\n        status\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetMediaReport($locationId: ID!, $name: ID!, $status: MediaReportStatus) {\n    setMediaReport(locationId: $locationId, name: $name, status: $status) {\n      name\n      report {\n        status\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaStore($name: ID!) {\n    mediaStore(name: $name) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query MediaStore($name: ID!) {\n    mediaStore(name: $name) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModuleStatus {\n    moduleStatus {\n      name\n      status\n    }\n  }\n"): (typeof documents)["\n  query ModuleStatus {\n    moduleStatus {\n      name\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellStoreSearch($search: String!, $limit: Int!) {\n    locations(\n      filter: { search: $search, searchIn: [locationName, storeCode, locality] }\n      sort: { by: relevance }\n      limit: $limit\n    ) {\n      items {\n        _id\n        locationName\n        storeCode\n        address {\n          locality\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShellStoreSearch($search: String!, $limit: Int!) {\n    locations(\n      filter: { search: $search, searchIn: [locationName, storeCode, locality] }\n      sort: { by: relevance }\n      limit: $limit\n    ) {\n      items {\n        _id\n        locationName\n        storeCode\n        address {\n          locality\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationGroups {\n    notifications {\n      _id\n      countLocationsIsRead\n      countLocationsNotRead\n      updates {\n        objectId\n        infoUrl\n        isRead\n        location {\n          locationName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationGroups {\n    notifications {\n      _id\n      countLocationsIsRead\n      countLocationsNotRead\n      updates {\n        objectId\n        infoUrl\n        isRead\n        location {\n          locationName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetIsReadUpdate($tenant: ID!, $userId: ID!, $objectsId: [ID!]!) {\n    setIsReadUpdate(tenant: $tenant, userId: $userId, objectsId: $objectsId)\n  }\n"): (typeof documents)["\n  mutation SetIsReadUpdate($tenant: ID!, $userId: ID!, $objectsId: [ID!]!) {\n    setIsReadUpdate(tenant: $tenant, userId: $userId, objectsId: $objectsId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnboardingLocations {\n    onBoardingLocations {\n      id\n      locationName\n      storeCode\n      address {\n        addressLines\n        locality\n        administrativeArea\n      }\n      openInfo {\n        status\n      }\n      verified\n      selectability\n    }\n  }\n"): (typeof documents)["\n  query OnboardingLocations {\n    onBoardingLocations {\n      id\n      locationName\n      storeCode\n      address {\n        addressLines\n        locality\n        administrativeArea\n      }\n      openInfo {\n        status\n      }\n      verified\n      selectability\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveUserInfo($input: SaveUserInfoInput!) {\n    saveUserInfo(input: $input) {\n      success\n      leadStep\n    }\n  }\n"): (typeof documents)["\n  mutation SaveUserInfo($input: SaveUserInfoInput!) {\n    saveUserInfo(input: $input) {\n      success\n      leadStep\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyOnboardingLocation($input: VerifiedGoogleLocationInput!) {\n    verifiedLocation(verifiedGoogleLocationInput: $input) {\n      locationGoogleId\n      status\n      selectability\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyOnboardingLocation($input: VerifiedGoogleLocationInput!) {\n    verifiedLocation(verifiedGoogleLocationInput: $input) {\n      locationGoogleId\n      status\n      selectability\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLocationsLeads($locations: [ID!]!) {\n    updateLocationsLeads(locations: $locations)\n  }\n"): (typeof documents)["\n  mutation UpdateLocationsLeads($locations: [ID!]!) {\n    updateLocationsLeads(locations: $locations)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupInitialReviews($userId: ID!, $tenant: ID!, $month: Int) {\n    setupInitialReviews(userId: $userId, tenant: $tenant, month: $month) {\n      success\n      imported\n    }\n  }\n"): (typeof documents)["\n  mutation SetupInitialReviews($userId: ID!, $tenant: ID!, $month: Int) {\n    setupInitialReviews(userId: $userId, tenant: $tenant, month: $month) {\n      success\n      imported\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupInitialReportInsights($userId: ID!, $tenant: ID!) {\n    setupInitialReportInsights(userId: $userId, tenant: $tenant) {\n      success\n      imported\n    }\n  }\n"): (typeof documents)["\n  mutation SetupInitialReportInsights($userId: ID!, $tenant: ID!) {\n    setupInitialReportInsights(userId: $userId, tenant: $tenant) {\n      success\n      imported\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupInitialQA($userId: ID!, $tenant: ID!) {\n    setupInitialQA(userId: $userId, tenant: $tenant) {\n      success\n      imported\n    }\n  }\n"): (typeof documents)["\n  mutation SetupInitialQA($userId: ID!, $tenant: ID!) {\n    setupInitialQA(userId: $userId, tenant: $tenant) {\n      success\n      imported\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLeadStep($tenant: ID!, $memberId: ID!, $step: LeadStep!) {\n    updateLeadStep(tenant: $tenant, memberId: $memberId, step: $step) {\n      leadStep\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLeadStep($tenant: ID!, $memberId: ID!, $step: LeadStep!) {\n    updateLeadStep(tenant: $tenant, memberId: $memberId, step: $step) {\n      leadStep\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeData(\n    $limit: Int\n    $selection: HomeSelection\n    $interactions: Boolean! = true\n    $reputation: Boolean! = true\n    $questions: Boolean! = true\n  ) {\n    topLocations(limit: $limit, selection: $selection) @include(if: $interactions) {\n      id\n      _id\n      locationName\n      address {\n        addressLines\n        locality\n      }\n      insights {\n        indications\n        phone\n        web\n      }\n    }\n    homeWeb(selection: $selection) {\n      reviews @include(if: $reputation) {\n        rating\n        total\n        answered\n      }\n      faq @include(if: $questions) {\n        totalQ\n        answeredQ\n      }\n      syncing\n    }\n    locationsReportInsightsAverage(selection: $selection) @include(if: $interactions) {\n      metric\n      totalValue\n      totalPrevious\n    }\n  }\n"): (typeof documents)["\n  query HomeData(\n    $limit: Int\n    $selection: HomeSelection\n    $interactions: Boolean! = true\n    $reputation: Boolean! = true\n    $questions: Boolean! = true\n  ) {\n    topLocations(limit: $limit, selection: $selection) @include(if: $interactions) {\n      id\n      _id\n      locationName\n      address {\n        addressLines\n        locality\n      }\n      insights {\n        indications\n        phone\n        web\n      }\n    }\n    homeWeb(selection: $selection) {\n      reviews @include(if: $reputation) {\n        rating\n        total\n        answered\n      }\n      faq @include(if: $questions) {\n        totalQ\n        answeredQ\n      }\n      syncing\n    }\n    locationsReportInsightsAverage(selection: $selection) @include(if: $interactions) {\n      metric\n      totalValue\n      totalPrevious\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SyncNewUserLocations {\n    locations(limit: 100) {\n      total\n      items {\n        _id\n        locationName\n        address {\n          addressLines\n          locality\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SyncNewUserLocations {\n    locations(limit: 100) {\n      total\n      items {\n        _id\n        locationName\n        address {\n          addressLines\n          locality\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostListItem on Post {\n    id\n    status\n    publishAt\n    recurrence\n    createdAt\n    content {\n      type\n      title\n    }\n    counts {\n      total\n      pending\n      processing\n      live\n      rejected\n      fails\n      deleted\n    }\n  }\n"): (typeof documents)["\n  fragment PostListItem on Post {\n    id\n    status\n    publishAt\n    recurrence\n    createdAt\n    content {\n      type\n      title\n    }\n    counts {\n      total\n      pending\n      processing\n      live\n      rejected\n      fails\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostsList($filter: PostFilter, $sort: PostSort, $limit: Int, $offset: Int) {\n    posts(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...PostListItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostsList($filter: PostFilter, $sort: PostSort, $limit: Int, $offset: Int) {\n    posts(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...PostListItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostViewSettings {\n    postSettings {\n      timeZone\n      today\n    }\n  }\n"): (typeof documents)["\n  query PostViewSettings {\n    postSettings {\n      timeZone\n      today\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostStoreNames($ids: [ID!]!) {\n    postLocations(ids: $ids, limit: 20) {\n      id\n      title\n      locality\n    }\n  }\n"): (typeof documents)["\n  query PostStoreNames($ids: [ID!]!) {\n    postLocations(ids: $ids, limit: 20) {\n      id\n      title\n      locality\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostStoreSearch($search: String) {\n    postLocations(search: $search, limit: 10) {\n      id\n      title\n      locality\n    }\n  }\n"): (typeof documents)["\n  query PostStoreSearch($search: String) {\n    postLocations(search: $search, limit: 10) {\n      id\n      title\n      locality\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostState on Post {\n    id\n    status\n    publishAt\n    updatedAt\n    counts {\n      total\n      pending\n      processing\n      live\n      rejected\n      fails\n      deleted\n    }\n    job {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment PostState on Post {\n    id\n    status\n    publishAt\n    updatedAt\n    counts {\n      total\n      pending\n      processing\n      live\n      rejected\n      fails\n      deleted\n    }\n    job {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostDetail($id: ID!, $storeStatus: PostStoreStatus, $limit: Int, $offset: Int) {\n    post(id: $id) {\n      ...PostState\n      recurrence\n      seriesId\n      createdAt\n      content {\n        type\n        title\n        secondTitle\n        thirdTitle\n        description\n        secondDescription\n        summary\n        validFrom\n        validTo\n        couponCode\n        redeemOnlineUrl\n        termsConditions\n        actionType\n        buttonUrl\n        images {\n          id\n          name\n          url\n        }\n      }\n      stores(status: $storeStatus, limit: $limit, offset: $offset) {\n        total\n        items {\n          locationId\n          locationName\n          storeCode\n          locality\n          status\n          searchUrl\n          error\n          errorDetail\n          updatedAt\n        }\n      }\n    }\n    postSettings {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query PostDetail($id: ID!, $storeStatus: PostStoreStatus, $limit: Int, $offset: Int) {\n    post(id: $id) {\n      ...PostState\n      recurrence\n      seriesId\n      createdAt\n      content {\n        type\n        title\n        secondTitle\n        thirdTitle\n        description\n        secondDescription\n        summary\n        validFrom\n        validTo\n        couponCode\n        redeemOnlineUrl\n        termsConditions\n        actionType\n        buttonUrl\n        images {\n          id\n          name\n          url\n        }\n      }\n      stores(status: $storeStatus, limit: $limit, offset: $offset) {\n        total\n        items {\n          locationId\n          locationName\n          storeCode\n          locality\n          status\n          searchUrl\n          error\n          errorDetail\n          updatedAt\n        }\n      }\n    }\n    postSettings {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PausePost($id: ID!) {\n    pausePost(id: $id) {\n      ...PostState\n    }\n  }\n"): (typeof documents)["\n  mutation PausePost($id: ID!) {\n    pausePost(id: $id) {\n      ...PostState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumePost($id: ID!) {\n    resumePost(id: $id) {\n      ...PostState\n    }\n  }\n"): (typeof documents)["\n  mutation ResumePost($id: ID!) {\n    resumePost(id: $id) {\n      ...PostState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryPost($id: ID!) {\n    retryPost(id: $id) {\n      ...PostState\n    }\n  }\n"): (typeof documents)["\n  mutation RetryPost($id: ID!) {\n    retryPost(id: $id) {\n      ...PostState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      ...PostState\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      ...PostState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostTemplatesList {\n    postTemplates {\n      id\n      name\n      updatedAt\n      content {\n        type\n        title\n        secondTitle\n        thirdTitle\n        description\n        secondDescription\n        validFrom\n        validTo\n        redeemOnlineUrl\n        url\n        couponCode\n        termsConditions\n        actionType\n        utmValue\n        images {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostTemplatesList {\n    postTemplates {\n      id\n      name\n      updatedAt\n      content {\n        type\n        title\n        secondTitle\n        thirdTitle\n        description\n        secondDescription\n        validFrom\n        validTo\n        redeemOnlineUrl\n        url\n        couponCode\n        termsConditions\n        actionType\n        utmValue\n        images {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePostTemplate($id: ID!, $input: PostTemplateInput!) {\n    updatePostTemplate(id: $id, input: $input) {\n      id\n      name\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePostTemplate($id: ID!, $input: PostTemplateInput!) {\n    updatePostTemplate(id: $id, input: $input) {\n      id\n      name\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePostTemplate($id: ID!) {\n    deletePostTemplate(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePostTemplate($id: ID!) {\n    deletePostTemplate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostFormContent on PostContent {\n    type\n    title\n    secondTitle\n    thirdTitle\n    description\n    secondDescription\n    images {\n      id\n      name\n      kind\n      url\n      width\n      height\n      byteSize\n      durationMs\n    }\n    validFrom\n    validTo\n    redeemOnlineUrl\n    url\n    couponCode\n    termsConditions\n    actionType\n    utmValue\n  }\n"): (typeof documents)["\n  fragment PostFormContent on PostContent {\n    type\n    title\n    secondTitle\n    thirdTitle\n    description\n    secondDescription\n    images {\n      id\n      name\n      kind\n      url\n      width\n      height\n      byteSize\n      durationMs\n    }\n    validFrom\n    validTo\n    redeemOnlineUrl\n    url\n    couponCode\n    termsConditions\n    actionType\n    utmValue\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostFormSettings {\n    postSettings {\n      timeZone\n      today\n      defaultValidTo\n    }\n  }\n"): (typeof documents)["\n  query PostFormSettings {\n    postSettings {\n      timeZone\n      today\n      defaultValidTo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostFormPost($id: ID!, $offset: Int) {\n    post(id: $id) {\n      id\n      status\n      publishAt\n      workspaceId\n      recurrence\n      seriesId\n      templateId\n      content {\n        ...PostFormContent\n      }\n      stores(limit: 100, offset: $offset) {\n        total\n        items {\n          locationId\n          locationName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostFormPost($id: ID!, $offset: Int) {\n    post(id: $id) {\n      id\n      status\n      publishAt\n      workspaceId\n      recurrence\n      seriesId\n      templateId\n      content {\n        ...PostFormContent\n      }\n      stores(limit: 100, offset: $offset) {\n        total\n        items {\n          locationId\n          locationName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostFormStores($id: ID!, $offset: Int) {\n    post(id: $id) {\n      id\n      stores(limit: 100, offset: $offset) {\n        items {\n          locationId\n          locationName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostFormStores($id: ID!, $offset: Int) {\n    post(id: $id) {\n      id\n      stores(limit: 100, offset: $offset) {\n        items {\n          locationId\n          locationName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostFormTemplate($id: ID!) {\n    postTemplate(id: $id) {\n      id\n      name\n      content {\n        ...PostFormContent\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostFormTemplate($id: ID!) {\n    postTemplate(id: $id) {\n      id\n      name\n      content {\n        ...PostFormContent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostFormLocations(\n    $search: String\n    $workspaceId: ID\n    $limit: Int\n    $filters: [LocationColumnFilter!]\n  ) {\n    postLocations(search: $search, workspaceId: $workspaceId, limit: $limit, filters: $filters) {\n      id\n      title\n      locality\n      verified\n    }\n  }\n"): (typeof documents)["\n  query PostFormLocations(\n    $search: String\n    $workspaceId: ID\n    $limit: Int\n    $filters: [LocationColumnFilter!]\n  ) {\n    postLocations(search: $search, workspaceId: $workspaceId, limit: $limit, filters: $filters) {\n      id\n      title\n      locality\n      verified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostFormAudience($locationIds: [ID!], $workspaceId: ID) {\n    postAudience(locationIds: $locationIds, workspaceId: $workspaceId) {\n      stores\n      unverified\n    }\n  }\n"): (typeof documents)["\n  query PostFormAudience($locationIds: [ID!], $workspaceId: ID) {\n    postAudience(locationIds: $locationIds, workspaceId: $workspaceId) {\n      stores\n      unverified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostFormCreate($input: PostInput!) {\n    createPost(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PostFormCreate($input: PostInput!) {\n    createPost(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostFormUpdate($id: ID!, $input: PostInput!) {\n    updatePost(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PostFormUpdate($id: ID!, $input: PostInput!) {\n    updatePost(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostFormSaveTemplate($input: PostTemplateInput!) {\n    createPostTemplate(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation PostFormSaveTemplate($input: PostTemplateInput!) {\n    createPostTemplate(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePageData {\n    profile {\n      _id\n      email\n      firstName\n      lastName\n      phone\n      position\n      business\n    }\n    profileDetails {\n      keywords\n      vertical\n    }\n    gbpClients {\n      account\n      totalLocations\n    }\n  }\n"): (typeof documents)["\n  query ProfilePageData {\n    profile {\n      _id\n      email\n      firstName\n      lastName\n      phone\n      position\n      business\n    }\n    profileDetails {\n      keywords\n      vertical\n    }\n    gbpClients {\n      account\n      totalLocations\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileTenantClients {\n    tenantClients {\n      _id\n      name\n      email\n      tenant\n      roles\n    }\n  }\n"): (typeof documents)["\n  query ProfileTenantClients {\n    tenantClients {\n      _id\n      name\n      email\n      tenant\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileVertical($vertical: String) {\n    updateProfileVertical(vertical: $vertical) {\n      vertical\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfileVertical($vertical: String) {\n    updateProfileVertical(vertical: $vertical) {\n      vertical\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileKeywords($keywords: [String!]!) {\n    updateProfileKeywords(keywords: $keywords) {\n      keywords\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfileKeywords($keywords: [String!]!) {\n    updateProfileKeywords(keywords: $keywords) {\n      keywords\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingProfile {\n    profile {\n      _id\n      email\n      firstName\n      lastName\n      phone\n      position\n      business\n      picture\n      language\n    }\n  }\n"): (typeof documents)["\n  query SettingProfile {\n    profile {\n      _id\n      email\n      firstName\n      lastName\n      phone\n      position\n      business\n      picture\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      _id\n      firstName\n      lastName\n      phone\n      position\n      business\n      picture\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      _id\n      firstName\n      lastName\n      phone\n      position\n      business\n      picture\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportPerformance on PerformanceReport {\n    range {\n      from\n      to\n    }\n    compareRange {\n      from\n      to\n    }\n    dataFrom\n    storeCount\n    metrics {\n      metric\n      totalValue\n      totalPrevious\n    }\n    impressions {\n      metric\n      totalValue\n      totalPrevious\n    }\n    actions {\n      metric\n      totalValue\n      totalPrevious\n    }\n    daily {\n      metric\n      points {\n        day\n        value\n      }\n    }\n    topStores(limit: 10) {\n      ...ReportStore\n    }\n    bottomStores(limit: 10) {\n      ...ReportStore\n    }\n    keywords(limit: 20) {\n      keyword\n      value\n      belowThreshold\n    }\n    posts {\n      published\n      publishedPrevious\n      daily {\n        day\n        value\n      }\n    }\n  }\n  fragment ReportStore on StorePerformance {\n    locationId\n    name\n    storeCode\n    locality\n    impressions\n    actions\n    directions\n    calls\n    website\n    actionsPrevious\n  }\n"): (typeof documents)["\n  fragment ReportPerformance on PerformanceReport {\n    range {\n      from\n      to\n    }\n    compareRange {\n      from\n      to\n    }\n    dataFrom\n    storeCount\n    metrics {\n      metric\n      totalValue\n      totalPrevious\n    }\n    impressions {\n      metric\n      totalValue\n      totalPrevious\n    }\n    actions {\n      metric\n      totalValue\n      totalPrevious\n    }\n    daily {\n      metric\n      points {\n        day\n        value\n      }\n    }\n    topStores(limit: 10) {\n      ...ReportStore\n    }\n    bottomStores(limit: 10) {\n      ...ReportStore\n    }\n    keywords(limit: 20) {\n      keyword\n      value\n      belowThreshold\n    }\n    posts {\n      published\n      publishedPrevious\n      daily {\n        day\n        value\n      }\n    }\n  }\n  fragment ReportStore on StorePerformance {\n    locationId\n    name\n    storeCode\n    locality\n    impressions\n    actions\n    directions\n    calls\n    website\n    actionsPrevious\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportReviews on ReviewStats {\n    total\n    totalPrevious\n    averageRating\n    averageRatingPrevious\n    replied\n    replyRate\n    replyRatePrevious\n    averageReplyHours\n    medianReplyHours\n    ratings {\n      stars\n      count\n    }\n    series {\n      day\n      count\n      averageRating\n      replied\n    }\n  }\n"): (typeof documents)["\n  fragment ReportReviews on ReviewStats {\n    total\n    totalPrevious\n    averageRating\n    averageRatingPrevious\n    replied\n    replyRate\n    replyRatePrevious\n    averageReplyHours\n    medianReplyHours\n    ratings {\n      stars\n      count\n    }\n    series {\n      day\n      count\n      averageRating\n      replied\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportRevenue on RevenueReport {\n    settings {\n      ticket\n      conversionPercent\n      currency\n      isDefault\n    }\n    traffic\n    trafficPrevious\n    income\n    incomePrevious\n    daily {\n      day\n      value\n    }\n    stores(limit: 10) {\n      locationId\n      name\n      traffic\n      income\n      incomePrevious\n    }\n  }\n"): (typeof documents)["\n  fragment ReportRevenue on RevenueReport {\n    settings {\n      ticket\n      conversionPercent\n      currency\n      isDefault\n    }\n    traffic\n    trafficPrevious\n    income\n    incomePrevious\n    daily {\n      day\n      value\n    }\n    stores(limit: 10) {\n      locationId\n      name\n      traffic\n      income\n      incomePrevious\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportPage(\n    $range: DateRangeInput!\n    $compareTo: ReportComparison\n    $storeIds: [ID!]\n    $workspaceId: ID\n    $labels: [String!]\n    $cities: [String!]\n  ) {\n    performance(\n      range: $range\n      compareTo: $compareTo\n      storeIds: $storeIds\n      workspaceId: $workspaceId\n      labels: $labels\n      cities: $cities\n    ) {\n      ...ReportPerformance\n    }\n    reviewStats(\n      range: $range\n      compareTo: $compareTo\n      storeIds: $storeIds\n      workspaceId: $workspaceId\n      labels: $labels\n      cities: $cities\n    ) {\n      ...ReportReviews\n    }\n    revenue(\n      range: $range\n      compareTo: $compareTo\n      storeIds: $storeIds\n      workspaceId: $workspaceId\n      labels: $labels\n      cities: $cities\n    ) {\n      ...ReportRevenue\n    }\n  }\n"): (typeof documents)["\n  query ReportPage(\n    $range: DateRangeInput!\n    $compareTo: ReportComparison\n    $storeIds: [ID!]\n    $workspaceId: ID\n    $labels: [String!]\n    $cities: [String!]\n  ) {\n    performance(\n      range: $range\n      compareTo: $compareTo\n      storeIds: $storeIds\n      workspaceId: $workspaceId\n      labels: $labels\n      cities: $cities\n    ) {\n      ...ReportPerformance\n    }\n    reviewStats(\n      range: $range\n      compareTo: $compareTo\n      storeIds: $storeIds\n      workspaceId: $workspaceId\n      labels: $labels\n      cities: $cities\n    ) {\n      ...ReportReviews\n    }\n    revenue(\n      range: $range\n      compareTo: $compareTo\n      storeIds: $storeIds\n      workspaceId: $workspaceId\n      labels: $labels\n      cities: $cities\n    ) {\n      ...ReportRevenue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportFilterOptions($workspaceId: ID) {\n    reportFilterOptions(workspaceId: $workspaceId) {\n      labels\n      cities\n    }\n  }\n"): (typeof documents)["\n  query ReportFilterOptions($workspaceId: ID) {\n    reportFilterOptions(workspaceId: $workspaceId) {\n      labels\n      cities\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRevenueSettings($input: RevenueSettingsInput!) {\n    saveRevenueSettings(input: $input) {\n      ticket\n      conversionPercent\n      currency\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  mutation SaveRevenueSettings($input: RevenueSettingsInput!) {\n    saveRevenueSettings(input: $input) {\n      ticket\n      conversionPercent\n      currency\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportStoreSearch($search: String, $workspaceId: ID) {\n    locations(filter: { search: $search }, limit: 10, workspaceId: $workspaceId) {\n      items {\n        _id\n        locationName\n        address {\n          locality\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportStoreSearch($search: String, $workspaceId: ID) {\n    locations(filter: { search: $search }, limit: 10, workspaceId: $workspaceId) {\n      items {\n        _id\n        locationName\n        address {\n          locality\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReportShareLink($filters: ReportFiltersInput!, $expiresInDays: Int!) {\n    createReportShareLink(filters: $filters, expiresInDays: $expiresInDays) {\n      id\n      url\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReportShareLink($filters: ReportFiltersInput!, $expiresInDays: Int!) {\n    createReportShareLink(filters: $filters, expiresInDays: $expiresInDays) {\n      id\n      url\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReportSchedule($input: ReportScheduleInput!) {\n    createReportSchedule(input: $input) {\n      id\n      nextRunAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReportSchedule($input: ReportScheduleInput!) {\n    createReportSchedule(input: $input) {\n      id\n      nextRunAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportSharingLists {\n    reportSchedules {\n      id\n      frequency\n      format\n      recipients\n      nextRunAt\n      filters {\n        days\n      }\n    }\n    reportShareLinks {\n      id\n      expiresAt\n      revoked\n      filters {\n        days\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportSharingLists {\n    reportSchedules {\n      id\n      frequency\n      format\n      recipients\n      nextRunAt\n      filters {\n        days\n      }\n    }\n    reportShareLinks {\n      id\n      expiresAt\n      revoked\n      filters {\n        days\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReportSchedule($id: ID!) {\n    deleteReportSchedule(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteReportSchedule($id: ID!) {\n    deleteReportSchedule(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendReportNow($id: ID!) {\n    sendReportNow(id: $id)\n  }\n"): (typeof documents)["\n  mutation SendReportNow($id: ID!) {\n    sendReportNow(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeReportShareLink($id: ID!) {\n    revokeReportShareLink(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeReportShareLink($id: ID!) {\n    revokeReportShareLink(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewItem on Review {\n    id\n    name\n    rating\n    comment\n    reviewer\n    reviewerPhotoUrl\n    createTime\n    updateTime\n    sentiment\n    reported\n    removedAt\n    reply {\n      comment\n      updateTime\n      state\n      policyViolation\n      automatic\n    }\n    replyJob {\n      jobId\n      status\n      comment\n      error\n      errorDetail\n      updatedAt\n    }\n    location {\n      id\n      title\n      locality\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewItem on Review {\n    id\n    name\n    rating\n    comment\n    reviewer\n    reviewerPhotoUrl\n    createTime\n    updateTime\n    sentiment\n    reported\n    removedAt\n    reply {\n      comment\n      updateTime\n      state\n      policyViolation\n      automatic\n    }\n    replyJob {\n      jobId\n      status\n      comment\n      error\n      errorDetail\n      updatedAt\n    }\n    location {\n      id\n      title\n      locality\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewsInbox($filter: ReviewFilter, $sort: ReviewSort, $limit: Int, $offset: Int) {\n    reviews(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      totalCapped\n      items {\n        ...ReviewItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewsInbox($filter: ReviewFilter, $sort: ReviewSort, $limit: Int, $offset: Int) {\n    reviews(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      totalCapped\n      items {\n        ...ReviewItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewStoreNames($ids: [ID!]!) {\n    reviewLocations(ids: $ids, limit: 20) {\n      id\n      title\n      locality\n    }\n  }\n"): (typeof documents)["\n  query ReviewStoreNames($ids: [ID!]!) {\n    reviewLocations(ids: $ids, limit: 20) {\n      id\n      title\n      locality\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AutoReplyPanel {\n    autoReplySettings {\n      enabled\n      delayMinutes\n      rules {\n        id\n        rating\n        withComment\n        templates {\n          id\n        }\n      }\n      recent {\n        id\n        reviewId\n        reviewName\n        reviewer\n        comment\n        dueAt\n        status\n        error\n        sentAt\n      }\n    }\n    reviewTemplates {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AutoReplyPanel {\n    autoReplySettings {\n      enabled\n      delayMinutes\n      rules {\n        id\n        rating\n        withComment\n        templates {\n          id\n        }\n      }\n      recent {\n        id\n        reviewId\n        reviewName\n        reviewer\n        comment\n        dueAt\n        status\n        error\n        sentAt\n      }\n    }\n    reviewTemplates {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAutoReplySettings($input: AutoReplySettingsInput!) {\n    updateAutoReplySettings(input: $input) {\n      enabled\n      delayMinutes\n      rules {\n        id\n        rating\n        withComment\n        templates {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAutoReplySettings($input: AutoReplySettingsInput!) {\n    updateAutoReplySettings(input: $input) {\n      enabled\n      delayMinutes\n      rules {\n        id\n        rating\n        withComment\n        templates {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewStoreSearch($search: String, $workspaceId: ID) {\n    reviewLocations(search: $search, workspaceId: $workspaceId, limit: 10) {\n      id\n      title\n      locality\n    }\n  }\n"): (typeof documents)["\n  query ReviewStoreSearch($search: String, $workspaceId: ID) {\n    reviewLocations(search: $search, workspaceId: $workspaceId, limit: 10) {\n      id\n      title\n      locality\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReviewReply($reviewId: ID!) {\n    deleteReviewReply(reviewId: $reviewId) {\n      jobId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteReviewReply($reviewId: ID!) {\n    deleteReviewReply(reviewId: $reviewId) {\n      jobId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToReview($reviewId: ID!, $comment: String!) {\n    replyToReview(reviewId: $reviewId, comment: $comment) {\n      jobId\n      status\n      review {\n        ...ReviewItem\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToReview($reviewId: ID!, $comment: String!) {\n    replyToReview(reviewId: $reviewId, comment: $comment) {\n      jobId\n      status\n      review {\n        ...ReviewItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReviewTemplate($id: ID!) {\n    deleteReviewTemplate(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteReviewTemplate($id: ID!) {\n    deleteReviewTemplate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReviewTemplate($input: ReviewTemplateInput!) {\n    createReviewTemplate(input: $input) {\n      id\n      name\n      body\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReviewTemplate($input: ReviewTemplateInput!) {\n    createReviewTemplate(input: $input) {\n      id\n      name\n      body\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReviewTemplate($id: ID!, $input: ReviewTemplateInput!) {\n    updateReviewTemplate(id: $id, input: $input) {\n      id\n      name\n      body\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReviewTemplate($id: ID!, $input: ReviewTemplateInput!) {\n    updateReviewTemplate(id: $id, input: $input) {\n      id\n      name\n      body\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewTemplatesPanel {\n    reviewTemplates {\n      id\n      name\n      body\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query ReviewTemplatesPanel {\n    reviewTemplates {\n      id\n      name\n      body\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncReviews {\n    syncReviews {\n      jobId\n    }\n  }\n"): (typeof documents)["\n  mutation SyncReviews {\n    syncReviews {\n      jobId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewSyncJob($id: ID!) {\n    job(id: $id) {\n      id\n      status\n      total\n      done\n      failed\n      reviewSync {\n        newReviews\n        updatedReviews\n        removedReviews\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewSyncJob($id: ID!) {\n    job(id: $id) {\n      id\n      status\n      total\n      done\n      failed\n      reviewSync {\n        newReviews\n        updatedReviews\n        removedReviews\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReplyTemplates {\n    reviewTemplates {\n      id\n      name\n      body\n    }\n  }\n"): (typeof documents)["\n  query ReplyTemplates {\n    reviewTemplates {\n      id\n      name\n      body\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReviewReport($reviewId: ID!, $status: ReviewReportStatus) {\n    setReviewReport(reviewId: $reviewId, status: $status) {\n      id\n      reported\n    }\n  }\n"): (typeof documents)["\n  mutation SetReviewReport($reviewId: ID!, $status: ReviewReportStatus) {\n    setReviewReport(reviewId: $reviewId, status: $status) {\n      id\n      reported\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewReplyProgress($id: ID!) {\n    review(id: $id) {\n      id\n      replyJob {\n        jobId\n        status\n        comment\n        error\n        errorDetail\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewReplyProgress($id: ID!) {\n    review(id: $id) {\n      id\n      replyJob {\n        jobId\n        status\n        comment\n        error\n        errorDetail\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoresList(\n    $filters: [LocationColumnFilter!]\n    $sort: LocationSort\n    $limit: Int\n    $offset: Int\n    $workspaceId: ID\n  ) {\n    locations(\n      filters: $filters\n      sort: $sort\n      limit: $limit\n      offset: $offset\n      workspaceId: $workspaceId\n    ) {\n      total\n      timeZone\n      items {\n        _id\n        locationName\n        storeCode\n        labels\n        address {\n          addressLines\n          locality\n        }\n        openInfo {\n          status\n        }\n        verified\n        lastChange {\n          fields\n          changedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoresList(\n    $filters: [LocationColumnFilter!]\n    $sort: LocationSort\n    $limit: Int\n    $offset: Int\n    $workspaceId: ID\n  ) {\n    locations(\n      filters: $filters\n      sort: $sort\n      limit: $limit\n      offset: $offset\n      workspaceId: $workspaceId\n    ) {\n      total\n      timeZone\n      items {\n        _id\n        locationName\n        storeCode\n        labels\n        address {\n          addressLines\n          locality\n        }\n        openInfo {\n          status\n        }\n        verified\n        lastChange {\n          fields\n          changedAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkUpdateLocations(\n    $ids: [ID!]\n    $filters: [LocationColumnFilter!]\n    $workspaceId: ID\n    $excludeIds: [ID!]\n    $patch: LocationPatchInput!\n  ) {\n    bulkUpdateLocations(\n      ids: $ids\n      filters: $filters\n      workspaceId: $workspaceId\n      excludeIds: $excludeIds\n      patch: $patch\n    ) {\n      id\n      total\n      done\n      failed\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation BulkUpdateLocations(\n    $ids: [ID!]\n    $filters: [LocationColumnFilter!]\n    $workspaceId: ID\n    $excludeIds: [ID!]\n    $patch: LocationPatchInput!\n  ) {\n    bulkUpdateLocations(\n      ids: $ids\n      filters: $filters\n      workspaceId: $workspaceId\n      excludeIds: $excludeIds\n      patch: $patch\n    ) {\n      id\n      total\n      done\n      failed\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStore($id: ID!, $patch: LocationPatchInput!) {\n    updateLocation(id: $id, patch: $patch) {\n      jobId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStore($id: ID!, $patch: LocationPatchInput!) {\n    updateLocation(id: $id, patch: $patch) {\n      jobId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreActionItems($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      placeActionLinks {\n        name\n        placeActionType\n        uri\n        isPreferred\n        isEditable\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreActionItems($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      placeActionLinks {\n        name\n        placeActionType\n        uri\n        isPreferred\n        isEditable\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CloseStoreDetails($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      openInfo {\n        status\n        canReopen\n      }\n    }\n  }\n"): (typeof documents)["\n  query CloseStoreDetails($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      openInfo {\n        status\n        canReopen\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreateStoreAccounts($limit: Int) {\n    locations(limit: $limit, sort: { by: createdAt, direction: desc }) {\n      items {\n        account\n        address {\n          regionCode\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreateStoreAccounts($limit: Int) {\n    locations(limit: $limit, sort: { by: createdAt, direction: desc }) {\n      items {\n        account\n        address {\n          regionCode\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditStoreAddress($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      latlng {\n        latitude\n        longitude\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditStoreAddress($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      latlng {\n        latitude\n        longitude\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditStoreCategory($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      ...StoreAttributes\n      categories {\n        primaryCategory {\n          name\n          displayName\n        }\n        additionalCategories {\n          name\n          displayName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditStoreCategory($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      ...StoreAttributes\n      categories {\n        primaryCategory {\n          name\n          displayName\n        }\n        additionalCategories {\n          name\n          displayName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditStoreHours($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      regularHours {\n        periods {\n          openDay\n          openTime {\n            hours\n            minutes\n          }\n          closeDay\n          closeTime {\n            hours\n            minutes\n          }\n        }\n      }\n      specialHours {\n        specialHourPeriods {\n          startDate {\n            year\n            month\n            day\n          }\n          openTime {\n            hours\n            minutes\n          }\n          closeTime {\n            hours\n            minutes\n          }\n          closed\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditStoreHours($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      regularHours {\n        periods {\n          openDay\n          openTime {\n            hours\n            minutes\n          }\n          closeDay\n          closeTime {\n            hours\n            minutes\n          }\n        }\n      }\n      specialHours {\n        specialHourPeriods {\n          startDate {\n            year\n            month\n            day\n          }\n          openTime {\n            hours\n            minutes\n          }\n          closeTime {\n            hours\n            minutes\n          }\n          closed\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditStoreInfo($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      storeCode\n      labels\n      profile {\n        description\n      }\n      openInfo {\n        openingDate {\n          year\n          month\n          day\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditStoreInfo($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      storeCode\n      labels\n      profile {\n        description\n      }\n      openInfo {\n        openingDate {\n          year\n          month\n          day\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditStorePhone($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      phoneNumbers {\n        primaryPhone\n        additionalPhones\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditStorePhone($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      phoneNumbers {\n        primaryPhone\n        additionalPhones\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditStoreName($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n    }\n  }\n"): (typeof documents)["\n  query EditStoreName($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditStoreWebsite($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      websiteUri\n    }\n  }\n"): (typeof documents)["\n  query EditStoreWebsite($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      websiteUri\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreSocialMedia($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      attributes {\n        name\n        uriValues {\n          uri\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreSocialMedia($id: ID!) {\n    location(id: $id) {\n      ...StoreEditContext\n      attributes {\n        name\n        uriValues {\n          uri\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStore($input: CreateLocationInput!) {\n    createLocation(input: $input) {\n      jobId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CreateStore($input: CreateLocationInput!) {\n    createLocation(input: $input) {\n      jobId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreAttributes on Location {\n    attributes {\n      name\n      values\n      repeatedEnumValue {\n        setValues\n        unsetValues\n      }\n    }\n    availableAttributes {\n      parent\n      valueType\n      displayName\n      groupDisplayName\n      valueMetadata {\n        value\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment StoreAttributes on Location {\n    attributes {\n      name\n      values\n      repeatedEnumValue {\n        setValues\n        unsetValues\n      }\n    }\n    availableAttributes {\n      parent\n      valueType\n      displayName\n      groupDisplayName\n      valueMetadata {\n        value\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreCategories($search: String!, $regionCode: String) {\n    categories(search: $search, regionCode: $regionCode) {\n      name\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query StoreCategories($search: String!, $regionCode: String) {\n    categories(search: $search, regionCode: $regionCode) {\n      name\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreEditContext on Location {\n    _id\n    title\n    storefrontAddress {\n      regionCode\n      postalCode\n      administrativeArea\n      locality\n      addressLines\n    }\n    lastEdit {\n      jobId\n      status\n      error\n      errorDetail\n      fields\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  fragment StoreEditContext on Location {\n    _id\n    title\n    storefrontAddress {\n      regionCode\n      postalCode\n      administrativeArea\n      locality\n      addressLines\n    }\n    lastEdit {\n      jobId\n      status\n      error\n      errorDetail\n      fields\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateThemeSettings($input: ThemeSettingsInput!) {\n    updateThemeSettings(input: $input) {\n      direction\n      customScrollbars\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateThemeSettings($input: ThemeSettingsInput!) {\n    updateThemeSettings(input: $input) {\n      direction\n      customScrollbars\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    user {\n      validateGoogleAccount\n      me {\n        _id\n        memberId\n        email\n        firstName\n        lastName\n        picture\n        createdAt\n        fullName\n        phone\n        position\n        business\n        tenant\n        isStoreplusUser\n        isMasterAccount\n        isLeads\n        leadStep\n        roles\n        info {\n          name\n          isActive\n        }\n        isExpiredLeads\n        validateGoogleAccount\n        shortcuts\n      }\n      memberSettings {\n        syncAccount {\n          name\n          value\n        }\n        viewSectionsInfo {\n          name\n          isActive\n        }\n        permissions {\n          name\n          value\n        }\n      }\n      tenantConfigs {\n        config\n        value {\n          name\n          value\n          stringValue\n          boolean\n        }\n      }\n      googleAdsAccount {\n        customerId\n        currencyCode\n        dateTimeZone\n        descriptiveName\n        testAccount\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    user {\n      validateGoogleAccount\n      me {\n        _id\n        memberId\n        email\n        firstName\n        lastName\n        picture\n        createdAt\n        fullName\n        phone\n        position\n        business\n        tenant\n        isStoreplusUser\n        isMasterAccount\n        isLeads\n        leadStep\n        roles\n        info {\n          name\n          isActive\n        }\n        isExpiredLeads\n        validateGoogleAccount\n        shortcuts\n      }\n      memberSettings {\n        syncAccount {\n          name\n          value\n        }\n        viewSectionsInfo {\n          name\n          isActive\n        }\n        permissions {\n          name\n          value\n        }\n      }\n      tenantConfigs {\n        config\n        value {\n          name\n          value\n          stringValue\n          boolean\n        }\n      }\n      googleAdsAccount {\n        customerId\n        currencyCode\n        dateTimeZone\n        descriptiveName\n        testAccount\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceOption on Workspace {\n    _id\n    name\n    description\n    totalLocations\n    defaultWorkspace\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment WorkspaceOption on Workspace {\n    _id\n    name\n    description\n    totalLocations\n    defaultWorkspace\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellWorkspaces {\n    workspaces {\n      ...WorkspaceOption\n    }\n    workspacesTotal\n    user {\n      me {\n        isLeads\n        isStoreplusUser\n      }\n      tenantConfigs {\n        config\n        value {\n          name\n          boolean\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShellWorkspaces {\n    workspaces {\n      ...WorkspaceOption\n    }\n    workspacesTotal\n    user {\n      me {\n        isLeads\n        isStoreplusUser\n      }\n      tenantConfigs {\n        config\n        value {\n          name\n          boolean\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SelectedWorkspace($id: ID!) {\n    workspace(id: $id) {\n      ...WorkspaceOption\n    }\n  }\n"): (typeof documents)["\n  query SelectedWorkspace($id: ID!) {\n    workspace(id: $id) {\n      ...WorkspaceOption\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DefaultWorkspace {\n    workspaces(limit: 1) {\n      _id\n      name\n      totalLocations\n      defaultWorkspace\n    }\n  }\n"): (typeof documents)["\n  query DefaultWorkspace {\n    workspaces(limit: 1) {\n      _id\n      name\n      totalLocations\n      defaultWorkspace\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceSearch($search: String!, $limit: Int) {\n    workspaces(search: $search, limit: $limit) {\n      ...WorkspaceOption\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceSearch($search: String!, $limit: Int) {\n    workspaces(search: $search, limit: $limit) {\n      ...WorkspaceOption\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspacesTable($limit: Int, $offset: Int) {\n    workspaces(limit: $limit, offset: $offset) {\n      _id\n      name\n      description\n      totalLocations\n      defaultWorkspace\n    }\n    workspacesTotal\n  }\n"): (typeof documents)["\n  query WorkspacesTable($limit: Int, $offset: Int) {\n    workspaces(limit: $limit, offset: $offset) {\n      _id\n      name\n      description\n      totalLocations\n      defaultWorkspace\n    }\n    workspacesTotal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceSelection($workspaceId: ID) {\n    workspaceSelection(workspaceId: $workspaceId) {\n      workspace {\n        _id\n        name\n        totalLocations\n        defaultWorkspace\n      }\n      names\n      ids\n      externalIds\n      placeIds\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceSelection($workspaceId: ID) {\n    workspaceSelection(workspaceId: $workspaceId) {\n      workspace {\n        _id\n        name\n        totalLocations\n        defaultWorkspace\n      }\n      names\n      ids\n      externalIds\n      placeIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceLocations($workspaceId: ID!, $search: String, $limit: Int, $offset: Int) {\n    workspaceLocations(workspaceId: $workspaceId, search: $search, limit: $limit, offset: $offset) {\n      total\n      items {\n        _id\n        id\n        name\n        locationState {\n          placeId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceLocations($workspaceId: ID!, $search: String, $limit: Int, $offset: Int) {\n    workspaceLocations(workspaceId: $workspaceId, search: $search, limit: $limit, offset: $offset) {\n      total\n      items {\n        _id\n        id\n        name\n        locationState {\n          placeId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceCandidates($workspaceId: ID!, $search: String, $limit: Int, $offset: Int) {\n    workspaceCandidates(\n      workspaceId: $workspaceId\n      search: $search\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      items {\n        _id\n        id\n        name\n        storeCode\n        locality\n        inWorkspace\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceCandidates($workspaceId: ID!, $search: String, $limit: Int, $offset: Int) {\n    workspaceCandidates(\n      workspaceId: $workspaceId\n      search: $search\n      limit: $limit\n      offset: $offset\n    ) {\n      total\n      items {\n        _id\n        id\n        name\n        storeCode\n        locality\n        inWorkspace\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkspace($input: WorkspaceInput!) {\n    createWorkspace(input: $input) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWorkspace($input: WorkspaceInput!) {\n    createWorkspace(input: $input) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkspace($id: ID!, $input: WorkspaceInput!) {\n    updateWorkspace(id: $id, input: $input) {\n      _id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWorkspace($id: ID!, $input: WorkspaceInput!) {\n    updateWorkspace(id: $id, input: $input) {\n      _id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWorkspace($id: ID!) {\n    deleteWorkspace(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWorkspace($id: ID!) {\n    deleteWorkspace(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWorkspaceLocations($input: WorkspaceLocationsChange!) {\n    setWorkspaceLocations(input: $input) {\n      _id\n      totalLocations\n    }\n  }\n"): (typeof documents)["\n  mutation SetWorkspaceLocations($input: WorkspaceLocationsChange!) {\n    setWorkspaceLocations(input: $input) {\n      _id\n      totalLocations\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;