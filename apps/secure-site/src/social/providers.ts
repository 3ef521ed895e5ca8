/** The social providers of SPEC §5, one OpenID client each on the local provider. */
export const socialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

export type SocialProvider = (typeof socialProviders)[number]
