/**
 * The admin toasts, word for word the product's texts (those of links and promo codes follow the
 * practice videos' pattern). react-admin's own notifications are not
 * shown: success texts come from the i18n messages `resources.<name>.notifications.*`, errors
 * from each screen's onError.
 */
export const TEXTS = {
  users: {
    fetchFailed: 'Failed to fetch users',
    saveFailed: 'Failed to update trial end date',
    updated: 'Trial end date updated successfully',
    roleUpdated: 'Role updated successfully',
    roleAndTrialUpdated: 'Role and trial end date updated successfully',
    roleSaveFailed: 'Failed to update role',
    suspend: 'Feature Not Implemented',
    deleteTitle: 'Delete this user?',
    deleteContent: 'This permanently deletes the account and all its data. This cannot be undone.',
    deleteFailed: 'Failed to delete user',
    deleted: 'User deleted successfully',
  },
  'practice-videos': {
    fetchFailed: 'Failed to fetch practice videos',
    saveFailed: 'Failed to save practice video',
    deleteFailed: 'Failed to delete practice video',
    created: 'Practice video added successfully',
    updated: 'Practice video updated successfully',
    deleted: 'Practice video deleted successfully',
    required: 'Please fill in all required fields',
  },
  'public-links': {
    fetchFailed: 'Failed to fetch public links',
    saveFailed: 'Failed to save public link',
    deleteFailed: 'Failed to delete public link',
    created: 'Public link added successfully',
    updated: 'Public link updated successfully',
    deleted: 'Public link deleted successfully',
    urlRequired: 'URL is required',
    urlInvalid: 'Please enter a valid URL',
  },
  'promo-codes': {
    fetchFailed: 'Failed to fetch promo codes',
    createFailed: 'Failed to create promo code',
    deleteFailed: 'Failed to delete promo code',
    created: 'Promo code created successfully',
    deleted: 'Promo code deleted successfully',
    emailRequired: 'Please enter a user email',
    exists: 'This promo code already exists. Try a different custom code.',
  },
  'app-config': {
    fetchFailed: 'Failed to fetch app configuration',
    saveFailed: 'Failed to save configuration',
    createFailed: 'Failed to create configuration',
    deleteFailed: 'Failed to delete configuration',
    created: 'Configuration created successfully',
    updated: 'Configuration updated successfully',
    deleted: 'Configuration deleted successfully',
    required: 'Key and value are required',
    quickSetupDone: 'Default configuration added successfully',
    quickSetupFailed: 'Failed to add default configuration',
  },
  broadcasts: {
    fetchFailed: 'Failed to fetch broadcasts',
    usersFetchFailed: 'Failed to fetch users',
    required: 'Title and message are required',
    webSent: (recipients: number) => `Broadcast sent to ${recipients} users successfully`,
    appSent: 'App Broadcast sent to all user successfully.',
    webFailed: 'Failed to send broadcast',
    appFailed: 'Failed to send app broadcast',
    userNotFound: 'User not found',
    userNotFoundDetail: 'No user found with that email address',
    alreadySelected: 'Already selected',
    userAdded: 'User added',
    findFailed: 'Failed to find user',
  },
  'audit-log': {
    fetchFailed: 'Failed to fetch the audit log',
  },
} as const;
