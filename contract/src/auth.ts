import { z } from 'zod';
import { passwordMaxLength, passwordMinLength } from './auth-checks.ts';
import { checked, emailSchema, isSingleLine, singleLineCheck } from './common.ts';

export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

export const passwordSchema = z
  .string()
  .min(passwordMinLength, 'Password must be at least 8 characters.')
  .max(passwordMaxLength, 'Password must be at most 128 characters.')
  // Eight spaces, or one character eight times, is no password (the server also refuses the
  // commonly used ones: server/src/modules/auth/passwords.ts). One message per password.
  .refine((password) => password.trim() !== '' && !/^(.)\1*$/su.test(password), {
    ...checked('passwordNotTrivial', 'Password must not be blank or one character repeated.'),
    when: (payload) => payload.issues.length === 0,
  });

const shortText = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(100, `${label} must be at most 100 characters.`)
    .refine(isSingleLine, singleLineCheck(label));

export const registerBodySchema = z.object({
  name: shortText('Name'),
  email: emailSchema,
  password: passwordSchema,
  location: shortText('Location'),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  // Login does not re-check the length rules: a wrong password is simply wrong.
  password: z.string().min(1, 'Password is required.').max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The public view of a user: never a password hash or any other field. */
export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(roles),
  location: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const registerReplySchema = z.object({ success: z.literal(true), message: z.string() });
export const loginReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: publicUserSchema,
});
export type LoginReply = z.infer<typeof loginReplySchema>;
export const meReplySchema = z.object({ success: z.literal(true), user: publicUserSchema });
