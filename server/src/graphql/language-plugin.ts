/**
 * Answers an English viewer in English where the BFF's texts are made in German
 * (issue 17): the messages of errors (also the per-field `details` of BAD_USER_INPUT),
 * every `message` in the data (refusals and field errors of mutations) and the labels of
 * reference data (statuses, kinds, types), which the upstream systems name in German.
 * Descriptors from `screens/` are resolved per language by the navigation module itself.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { Language } from '../lib/language';
import { messageEn } from '../lib/messages';
import { referenceLabelEn } from '../lib/reference-labels';

/** Fields whose string values are reference labels of the upstream systems. */
const LABEL_FIELDS = new Set(['label', 'kind', 'statusLabel', 'stateLabel', 'typeLabel', 'serviceLabel', 'parentTitle', 'statuses']);
/** Fields whose string values are messages of the BFF. */
const MESSAGE_FIELDS = new Set(['message', 'reason', 'reasons', 'notOrderableReason']);

function translateData(value: unknown, key: string | null, option = false): unknown {
  if (typeof value === 'string') {
    // An option of the upstream's reference data (`{ value, title }`) is named like a label.
    if (key !== null && (LABEL_FIELDS.has(key) || (option && key === 'title'))) return referenceLabelEn(value);
    if (key !== null && MESSAGE_FIELDS.has(key)) return messageEn(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => translateData(item, key));
  if (value !== null && typeof value === 'object') {
    const next: Record<string, unknown> = {};
    const isOption = 'value' in value && 'title' in value;
    for (const [field, inner] of Object.entries(value as Record<string, unknown>)) next[field] = translateData(inner, field, isOption);
    return next;
  }
  return value;
}

const isTextRecord = (value: unknown): value is Record<string, string> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string');

/** A German message of an error in English; a message composed of an intro and the fields' messages part by part. */
export function errorMessageEn(message: string, details: unknown): string {
  if (isTextRecord(details)) {
    const list = Object.values(details).join(' ');
    if (list !== '' && message.endsWith(`: ${list}`)) {
      const intro = message.slice(0, message.length - list.length - 2);
      return `${messageEn(intro)}: ${Object.values(details).map(messageEn).join(' ')}`;
    }
  }
  return messageEn(message);
}

function translateDetails(details: unknown): unknown {
  if (typeof details === 'string') return messageEn(details);
  if (isTextRecord(details)) return Object.fromEntries(Object.entries(details).map(([field, text]) => [field, messageEn(text)]));
  return details;
}

export function languagePlugin<TContext extends { language?: Language }>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          if (contextValue.language !== 'en' || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (result.data !== undefined && result.data !== null) result.data = translateData(result.data, null) as typeof result.data;
          if (result.errors) {
            result.errors = result.errors.map((error) => {
              const extensions = (error.extensions ?? {}) as Record<string, unknown>;
              const details = extensions['details'];
              return {
                ...error,
                message: errorMessageEn(error.message, details),
                extensions: {
                  ...extensions,
                  ...(typeof extensions['message'] === 'string' ? { message: errorMessageEn(extensions['message'], details) } : {}),
                  ...(details === undefined ? {} : { details: translateDetails(details) }),
                },
              };
            });
          }
        },
      };
    },
  };
}
