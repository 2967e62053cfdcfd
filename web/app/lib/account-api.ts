import type {
  AccountExport,
  ChangeEmailBody,
  ChangePasswordBody,
  SavedPersonBodyInput,
  UpdateProfileBody,
} from '@app/contract/account';
import { apiRequest } from '~/lib/api-client';

/**
 * The account's calls (shared/API.md "Accounts and personal data", docs/decisions/038), for
 * /account. The replies' schemas, and zod with them, load with the first call, never with a
 * page (decision 010): the saved people's chooser sits in public forms.
 */
const schemas = () => import('@app/contract/account');

/** `GET /account/people`: the account's saved people, with the consent each was saved under. */
export async function getSavedPeople(signal?: AbortSignal) {
  const { savedPeopleReplySchema } = await schemas();
  return (await apiRequest('account/people', savedPeopleReplySchema, { auth: true, signal }))
    .people;
}

/** `POST /account/people`: saves a person with the consent's text agreed to. */
export async function addSavedPerson(body: SavedPersonBodyInput) {
  const { savedPersonReplySchema } = await schemas();
  return apiRequest('account/people', savedPersonReplySchema, { auth: true, body });
}

/** `PUT /account/people/{id}`: replaces a saved person's details (the consent is given again). */
export async function changeSavedPerson(id: string, body: SavedPersonBodyInput) {
  const { savedPersonReplySchema } = await schemas();
  return apiRequest(`account/people/${encodeURIComponent(id)}`, savedPersonReplySchema, {
    auth: true,
    method: 'PUT',
    body,
  });
}

/** `DELETE /account/people/{id}`: removes the person; their consent ends with it. */
export async function removeSavedPerson(id: string) {
  const { accountMessageReplySchema } = await schemas();
  return apiRequest(`account/people/${encodeURIComponent(id)}`, accountMessageReplySchema, {
    auth: true,
    method: 'DELETE',
  });
}

/** `GET /account/consents`: every consent given, in force or ended. */
export async function getConsents(signal?: AbortSignal) {
  const { consentsReplySchema } = await schemas();
  return (await apiRequest('account/consents', consentsReplySchema, { auth: true, signal }))
    .consents;
}

/** `DELETE /account/consents/{id}`: withdraws a consent; what it covered is deleted. */
export async function withdrawConsent(id: string) {
  const { consentReplySchema } = await schemas();
  return apiRequest(`account/consents/${encodeURIComponent(id)}`, consentReplySchema, {
    auth: true,
    method: 'DELETE',
  });
}

/** `PUT /auth/me`: name, phone and location. */
export async function updateProfile(body: UpdateProfileBody) {
  const { profileReplySchema } = await schemas();
  return apiRequest('auth/me', profileReplySchema, { auth: true, method: 'PUT', body });
}

/** `POST /auth/change-password`: every session ends; this device gets a new token. */
export async function changePassword(body: ChangePasswordBody) {
  const { changePasswordReplySchema } = await schemas();
  return apiRequest('auth/change-password', changePasswordReplySchema, { auth: true, body });
}

/** `POST /auth/change-email`: a link goes to the new address; the change waits for it. */
export async function changeEmail(body: ChangeEmailBody) {
  const { accountMessageReplySchema } = await schemas();
  return apiRequest('auth/change-email', accountMessageReplySchema, { auth: true, body });
}

/** `POST /auth/logout-everywhere`: ends every session of the account, this one too. */
export async function logOutEverywhere() {
  const { accountMessageReplySchema } = await schemas();
  return apiRequest('auth/logout-everywhere', accountMessageReplySchema, {
    auth: true,
    body: {},
  });
}

/** `GET /account/export`: everything held about the account. */
export async function exportAccount(): Promise<AccountExport> {
  const { accountExportSchema } = await schemas();
  return apiRequest('account/export', accountExportSchema, { auth: true });
}

/** `DELETE /account`: erases the account, asked with its password. */
export async function deleteAccount(password: string) {
  const { accountMessageReplySchema } = await schemas();
  return apiRequest('account', accountMessageReplySchema, {
    auth: true,
    method: 'DELETE',
    body: { password },
  });
}
