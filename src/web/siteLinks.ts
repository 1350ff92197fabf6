// Footer credits and links, kept in one place so they are easy to change.
export const BUILDER_NAME = 'CFB Dynasty developers';
export const SOURCE_REPOSITORY_URL = 'https://github.com/cfb-dynasty/cfb-dynasty';
export const PROFESSIONAL_PROFILE_URL = 'https://www.linkedin.com/company/cfb-dynasty';
export const PRODUCT_NAME = 'CFB Dynasty';
export const DEFAULT_TITLE = 'College Football';
