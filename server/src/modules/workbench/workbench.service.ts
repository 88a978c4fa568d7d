/**
 * The rule workbench's rules (issue 9): who may use it, what a draft is worth, and what
 * publishing, rolling back and exporting do. The resolvers only translate; the versions,
 * the serving and the fan-out live in `versioned-rule-store.ts`.
 *
 * Access is the screen rule of `screens/workbench.yaml` (superadmins), the same
 * `canOpenScreen` that decides the router — a second, hidden rule does not exist.
 */
import { GraphQLError } from 'graphql';
import type { GraphQLContext, SessionUser } from '../../graphql/context';
import { environmentForUrl } from '../../lib/environment';
import { auditActorOf } from '../audit';
import { assertScreenForAction, assertScreenForRead, type GuardContext } from '../audit';
import { ACCOUNT_TYPES, REQUIREMENTS, ROLES, explainVisibility, formatIssue, viewerOf } from '../navigation';
import type { Language } from '../../lib/language';
import type { ItemScope, Role, RuleSet, VisibilityExplanation } from '../navigation';
import type { Viewer } from '../navigation';
import type { RuleVersionSummary, StoredRuleVersion } from './rule-versions';
import type { VersionedRuleStore } from './versioned-rule-store';
import { MAX_DRAFT_BYTES, WORKBENCH_SCREEN_ID, checkDraft, draftSize, type DraftFile, type DraftIssue, type DraftResult } from './workbench.draft';
import { describeChanges, type RuleChange } from './workbench.diff';
import { applyEntryEdit, listEntries, type EntryEdit } from './workbench.edit';
import { checkGuards, type RuleGuard } from './workbench.guards';
import { computeMatrix } from './workbench.matrix';
import type { RuleDraftCheck, RuleIssueView, RuleVersion, RuleWorkbench } from './workbench.mappers';

export type WorkbenchContext = GuardContext & { language?: Language };

/**
 * A draft as the client sends it: the files that differ from its base version (unchanged
 * ones may be sent too) and the names of files it removed. The server completes it from
 * the base version, so a check costs the client only what it changed.
 */
export interface DraftInput {
  baseVersion: number;
  files: readonly DraftFile[];
  removedFiles?: readonly string[] | null;
}

export interface Persona {
  type?: string | null;
  role: string;
  withAccountId?: boolean | null;
}

export type PublishErrorCode = 'INVALID' | 'TOO_LARGE' | 'COMMENT_REQUIRED' | 'UNCHANGED' | 'CONFIRMATION_REQUIRED' | 'LIVE_MOVED' | 'UNKNOWN_VERSION';

export interface PublishResultView {
  ok: boolean;
  version: RuleVersion | null;
  error: {
    code: PublishErrorCode;
    message: string;
    issues: RuleIssueView[];
    guards: RuleGuard[];
    live: RuleVersion | null;
    changes: RuleChange[];
  } | null;
}

export const MAX_COMMENT_LENGTH = 500;

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', message } });

function issueView(issue: DraftIssue): RuleIssueView {
  return {
    file: issue.file,
    path: issue.path,
    line: issue.line ?? null,
    message: issue.message,
    text: formatIssue(issue),
    needsClientRelease: issue.needsClientRelease === true,
    scope: issue.scope,
    itemId: issue.itemId,
    field: issue.field,
  };
}

const sameFiles = (a: Record<string, string>, b: Record<string, string>): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, text]) => b[name] === text);

export function createWorkbenchService() {
  const store = (context: WorkbenchContext): VersionedRuleStore => context.services.ruleVersions;

  /** The screen rule, for reads: FORBIDDEN or UNAUTHENTICATED as every screen. */
  const open = (context: WorkbenchContext): SessionUser => assertScreenForRead(context, WORKBENCH_SCREEN_ID);

  /** The screen rule, for writes: a refusal is recorded in the audit log. */
  const openForWrite = (context: WorkbenchContext, action: string): Promise<SessionUser> =>
    assertScreenForAction(context, WORKBENCH_SCREEN_ID, { action, targetType: 'rules' });

  /** The live version as stored (the one served, or the database's while it is invalid here). */
  async function liveRecord(context: WorkbenchContext): Promise<StoredRuleVersion> {
    const rules = store(context);
    const number = rules.liveVersion()?.version ?? (await rules.versions.liveNumber());
    const record = number === null ? null : await rules.versions.get(number);
    if (record === null) throw new Error('no live rule version');
    return record;
  }

  /** The base version's files, replaced by the files sent and without the removed ones. */
  async function completeDraft(context: WorkbenchContext, draft: DraftInput): Promise<DraftFile[] | DraftIssue> {
    const base = await store(context).versions.get(draft.baseVersion);
    if (base === null) {
      return {
        file: 'screens',
        path: '/',
        message: `Die Version ${draft.baseVersion}, auf der der Entwurf beruht, gibt es nicht.`,
        scope: null,
        itemId: null,
        field: null,
      };
    }
    const sent = new Set(draft.files.map((file) => file.name));
    const removed = new Set(draft.removedFiles ?? []);
    const kept = Object.entries(base.files)
      .filter(([name]) => !sent.has(name) && !removed.has(name))
      .map(([name, text]) => ({ name, text }));
    return [...kept, ...draft.files];
  }

  /** `checkDraft` of the completed draft; a missing base version is a problem of the draft. */
  async function checkInput(context: WorkbenchContext, draft: DraftInput): Promise<DraftResult> {
    const files = await completeDraft(context, draft);
    if (!Array.isArray(files)) return { ok: false, issues: [files], texts: {}, sizeBytes: draftSize(draft.files) };
    return checkDraft(files);
  }

  async function draftRuleSet(draft: DraftInput | null | undefined, context: WorkbenchContext): Promise<RuleSet> {
    if (draft === null || draft === undefined) return store(context).current();
    const result = await checkInput(context, draft);
    if (!result.ok) {
      const first = result.issues[0];
      throw badInput(`Der Entwurf ist ungültig; die Vorschau braucht einen gültigen Entwurf. ${first === undefined ? '' : formatIssue(first)}`);
    }
    return result.ruleSet;
  }

  function personaUser(persona: Persona): { type: string | null; role: Role; accountId: string | null } {
    const type = persona.type === undefined || persona.type === null || persona.type === '' ? null : persona.type;
    if (type !== null && !(ACCOUNT_TYPES as readonly string[]).includes(type)) {
      throw badInput(`Unbekannter Typ '${type}' (erlaubt: ${ACCOUNT_TYPES.join(', ')} oder kein Typ).`);
    }
    if (!(ROLES as readonly string[]).includes(persona.role)) {
      throw badInput(`Unbekannte Rolle '${persona.role}' (erlaubt: ${ROLES.join(', ')}).`);
    }
    return { type, role: persona.role as Role, accountId: persona.withAccountId === false ? null : 'vorschau-0001' };
  }

  function buildCheck(context: WorkbenchContext, result: DraftResult, baseVersion: number, live: StoredRuleVersion): RuleDraftCheck {
    const liveRules = store(context).current();
    const draft = result.ok ? result.ruleSet : null;
    return {
      valid: result.ok,
      sizeBytes: result.sizeBytes,
      baseVersion,
      liveMoved: baseVersion !== live.version,
      live,
      differsFromLive: !sameFiles(result.texts, live.files),
      issues: result.ok ? [] : result.issues.map(issueView),
      needsClientRelease: !result.ok && result.issues.some((issue) => issue.needsClientRelease === true),
      changes: draft === null ? [] : describeChanges(liveRules, draft),
      guards: draft === null ? [] : checkGuards(liveRules, draft),
      matrix: (withAccountId) => computeMatrix(liveRules, draft, { withAccountId }),
      entries: listEntries(Object.entries(result.texts).map(([name, text]) => ({ name, text }))),
    };
  }

  async function refuse(
    context: WorkbenchContext,
    action: string,
    code: PublishErrorCode,
    message: string,
    extra: Partial<NonNullable<PublishResultView['error']>> = {},
    details: Record<string, unknown> = {},
  ): Promise<PublishResultView> {
    await context.services.audit.record(auditActorOf(context), {
      action,
      outcome: 'refused',
      targetType: 'rules',
      details: { code, reason: message, ...details },
    });
    return { ok: false, version: null, error: { code, message, issues: [], guards: [], live: null, changes: [], ...extra } };
  }

  /** Publish and rollback share every check after the files are known. */
  async function publishFiles(
    context: WorkbenchContext,
    user: SessionUser,
    request: { action: string; draft: DraftInput; comment: string; confirmedGuards: readonly string[]; restoredFrom?: number },
  ): Promise<PublishResultView> {
    const { action } = request;
    const baseVersion = request.draft.baseVersion;
    const details = { baseVersion, ...(request.restoredFrom === undefined ? {} : { restoredFrom: request.restoredFrom }) };
    const comment = request.comment.trim();
    if (comment === '') return refuse(context, action, 'COMMENT_REQUIRED', 'Bitte beschreiben Sie in einem Kommentar, was sich ändert und warum.', {}, details);
    if (comment.length > MAX_COMMENT_LENGTH) {
      return refuse(
        context,
        action,
        'COMMENT_REQUIRED',
        `Der Kommentar ist ${comment.length} Zeichen lang; erlaubt sind höchstens ${MAX_COMMENT_LENGTH}.`,
        {},
        details,
      );
    }
    const result = await checkInput(context, request.draft);
    if (!result.ok) {
      const tooLarge = result.sizeBytes > MAX_DRAFT_BYTES;
      const issues = result.issues.map(issueView);
      return refuse(
        context,
        action,
        tooLarge ? 'TOO_LARGE' : 'INVALID',
        tooLarge
          ? (result.issues[0]?.message ?? 'Der Entwurf ist zu groß.')
          : `Der Entwurf ist ungültig und kann nicht veröffentlicht werden (${issues.length} ${issues.length === 1 ? 'Fehler' : 'Fehler'}).`,
        { issues },
        { ...details, issues: issues.slice(0, 5).map((issue) => issue.text) },
      );
    }
    const rules = store(context);
    const live = await liveRecord(context);
    const liveRules = rules.current();
    if (baseVersion !== live.version) {
      return refuse(
        context,
        action,
        'LIVE_MOVED',
        `Die Live-Version hat sich inzwischen geändert: Ihr Entwurf beruht auf Version ${baseVersion}, live ist Version ${live.version} (${live.author.name}, „${live.comment}“). Bitte prüfen Sie die Änderungen gegenüber der neuen Live-Version und veröffentlichen Sie erneut.`,
        { live, changes: describeChanges(liveRules, result.ruleSet) },
        { ...details, liveVersion: live.version },
      );
    }
    if (sameFiles(result.texts, live.files)) {
      return refuse(
        context,
        action,
        'UNCHANGED',
        `Der Entwurf entspricht genau der Live-Version ${live.version}; es gibt nichts zu veröffentlichen.`,
        {},
        details,
      );
    }
    const guards = checkGuards(liveRules, result.ruleSet);
    const open = guards.filter((guard) => !request.confirmedGuards.includes(guard.code));
    if (open.length > 0) {
      return refuse(
        context,
        action,
        'CONFIRMATION_REQUIRED',
        `Bitte bestätigen Sie ausdrücklich: ${open.map((guard) => guard.message).join(' ')}`,
        { guards: open },
        { ...details, guards: open.map((guard) => guard.code) },
      );
    }
    const changes = describeChanges(liveRules, result.ruleSet);
    const outcome = await rules.publish({
      texts: result.texts,
      ruleSet: result.ruleSet,
      comment,
      author: { id: user.userId, email: user.email, name: user.name ?? user.email ?? user.userId },
      expectedLive: baseVersion,
      source: request.restoredFrom === undefined ? 'workbench' : 'rollback',
      restoredFrom: request.restoredFrom,
    });
    if (!outcome.ok) {
      const moved = rules.ruleSetOf(outcome.live);
      return refuse(
        context,
        action,
        'LIVE_MOVED',
        `Gerade eben wurde Version ${outcome.live.version} veröffentlicht (${outcome.live.author.name}, „${outcome.live.comment}“). Ihr Entwurf beruht auf Version ${baseVersion} und wurde nicht veröffentlicht. Bitte prüfen Sie die Änderungen gegenüber der neuen Live-Version.`,
        { live: outcome.live, changes: moved.ok ? describeChanges(moved.ruleSet, result.ruleSet) : [] },
        { ...details, liveVersion: outcome.live.version },
      );
    }
    await context.services.audit.record(auditActorOf(context), {
      action,
      outcome: 'ok',
      targetType: 'rule-version',
      targetId: String(outcome.version.version),
      details: {
        ...details,
        comment,
        hash: outcome.version.hash,
        confirmedGuards: guards.map((guard) => guard.code),
        changes: changes.slice(0, 20).map((change) => change.message),
      },
    });
    context.logger.info({ version: outcome.version.version, action, by: user.email }, `Regelversion ${outcome.version.version} veröffentlicht`);
    return { ok: true, version: outcome.version, error: null };
  }

  return {
    open(context: WorkbenchContext): RuleWorkbench {
      return { user: open(context) };
    },

    /** `Query.rulesVersion` and `Viewer.rulesVersion`. */
    rulesVersion: (context: Pick<GraphQLContext, 'services'>): string => context.services.ruleVersions.rulesVersion(),

    live: (context: WorkbenchContext): Promise<RuleVersion> => liveRecord(context),

    async versions(context: WorkbenchContext, first: number): Promise<RuleVersionSummary[]> {
      if (!Number.isInteger(first) || first < 1 || first > 500) throw badInput('first muss eine ganze Zahl von 1 bis 500 sein.');
      return store(context).versions.list({ first });
    },

    version: (context: WorkbenchContext, number: number): Promise<StoredRuleVersion | null> => store(context).versions.get(number),

    async isLive(context: WorkbenchContext, version: RuleVersion): Promise<boolean> {
      const rules = store(context);
      return (rules.liveVersion()?.version ?? (await rules.versions.liveNumber())) === version.version;
    },

    async versionFiles(context: WorkbenchContext, version: RuleVersion): Promise<Array<{ name: string; text: string }>> {
      const stored = 'files' in version ? version : await store(context).versions.get(version.version);
      return Object.entries(stored?.files ?? {})
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([name, text]) => ({ name, text }));
    },

    /** What a version changed compared with the one before it. */
    async versionChanges(context: WorkbenchContext, version: RuleVersion): Promise<RuleChange[]> {
      const rules = store(context);
      const stored = 'files' in version ? version : await rules.versions.get(version.version);
      const previous = await rules.versions.previous(version.version);
      if (stored === null || previous === null) return [];
      const before = rules.ruleSetOf(previous);
      const after = rules.ruleSetOf(stored);
      if (!before.ok || !after.ok) {
        return [{ kind: 'screen', scopes: [], itemId: null, message: 'Diese Version lässt sich mit der laufenden Portal-Version nicht auswerten.' }];
      }
      return describeChanges(before.ruleSet, after.ruleSet);
    },

    async files(context: WorkbenchContext) {
      const rules = store(context);
      const report = await rules.filesReport();
      return {
        status: report.status,
        message: report.message,
        files: Object.entries(report.texts ?? {})
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([name, text]) => ({ name, text })),
        canExport: !context.services.config.isProduction,
        dir: rules.dir,
      };
    },

    vocabulary: (context: WorkbenchContext) => ({
      types: [...ACCOUNT_TYPES],
      roles: [...ROLES],
      requirements: [...REQUIREMENTS],
      maxDraftBytes: MAX_DRAFT_BYTES,
      propagation: store(context).fanout,
    }),

    async check(context: WorkbenchContext, draft: DraftInput): Promise<RuleDraftCheck> {
      return buildCheck(context, await checkInput(context, draft), draft.baseVersion, await liveRecord(context));
    },

    /** Applies the edit to the completed draft and answers with all its files. */
    async edit(context: WorkbenchContext, draft: DraftInput, edit: EntryEdit) {
      const complete = await completeDraft(context, draft);
      if (!Array.isArray(complete)) throw badInput(complete.message);
      const applied = applyEntryEdit(complete, edit);
      const files = applied.ok ? applied.files : complete;
      return {
        ok: applied.ok,
        message: applied.ok ? null : applied.message,
        files,
        check: buildCheck(context, checkDraft(files), draft.baseVersion, await liveRecord(context)),
      };
    },

    async viewAs(context: WorkbenchContext, draft: DraftInput | null | undefined, persona: Persona): Promise<Viewer> {
      const user = personaUser(persona);
      const ruleSet = await draftRuleSet(draft, context);
      const session: SessionUser = {
        userId: 'vorschau',
        sessionHandle: 'vorschau',
        email: null,
        name: `Vorschau: ${user.type ?? 'kein Typ'} als ${user.role}`,
        accountId: user.accountId,
        type: user.type,
        role: user.role,
      };
      const viewer = viewerOf(ruleSet, session, environmentForUrl(context.services.config, context.clientUrl), context.language);
      if (viewer === null) throw new Error('viewerOf returned no viewer for a session');
      return viewer;
    },

    async explain(
      context: WorkbenchContext,
      draft: DraftInput | null | undefined,
      persona: Persona,
      itemId: string,
      scope?: string | null,
    ): Promise<VisibilityExplanation> {
      const user = personaUser(persona);
      const scopes: ItemScope[] = ['menu', 'tile', 'releaseNotes', 'screen'];
      if (scope !== undefined && scope !== null && !(scopes as string[]).includes(scope)) {
        throw badInput(`Unbekannter Bereich '${scope}' (erlaubt: ${scopes.join(', ')}).`);
      }
      return explainVisibility(await draftRuleSet(draft, context), user, itemId, (scope ?? undefined) as ItemScope | undefined);
    },

    async publish(
      context: WorkbenchContext,
      input: { draft: DraftInput; comment: string; confirmedGuards?: readonly string[] | null },
    ): Promise<PublishResultView> {
      const user = await openForWrite(context, 'rules.publish');
      return publishFiles(context, user, {
        action: 'rules.publish',
        draft: input.draft,
        comment: input.comment,
        confirmedGuards: input.confirmedGuards ?? [],
      });
    },

    async rollback(
      context: WorkbenchContext,
      input: { version: number; baseVersion: number; comment?: string | null; confirmedGuards?: readonly string[] | null },
    ): Promise<PublishResultView> {
      const user = await openForWrite(context, 'rules.rollback');
      const target = await store(context).versions.get(input.version);
      if (target === null) {
        return refuse(context, 'rules.rollback', 'UNKNOWN_VERSION', `Version ${input.version} gibt es nicht.`, {}, { restoredFrom: input.version });
      }
      const comment = input.comment?.trim() ? input.comment : `Zurückgerollt auf Version ${target.version}`;
      return publishFiles(context, user, {
        action: 'rules.rollback',
        draft: {
          baseVersion: input.baseVersion,
          files: Object.entries(target.files).map(([name, text]) => ({ name, text })),
          // The old version replaces every file: what it did not have goes.
          removedFiles: Object.keys((await store(context).versions.get(input.baseVersion))?.files ?? {}).filter((name) => !Object.hasOwn(target.files, name)),
        },
        comment,
        confirmedGuards: input.confirmedGuards ?? [],
        restoredFrom: target.version,
      });
    },

    async exportRules(context: WorkbenchContext) {
      await openForWrite(context, 'rules.export');
      if (context.services.config.isProduction) {
        const message =
          'In Produktion gehören die Dateien zur Auslieferung: bitte npm run rules:export mit DATABASE_URL in einem Arbeitsstand des Repositorys ausführen und das Ergebnis in git prüfen.';
        await context.services.audit.record(auditActorOf(context), {
          action: 'rules.export',
          outcome: 'refused',
          targetType: 'rules',
          details: { reason: message },
        });
        return { ok: false, message, written: [], removed: [] };
      }
      const exported = await store(context).exportToFiles();
      await context.services.audit.record(auditActorOf(context), {
        action: 'rules.export',
        outcome: 'ok',
        targetType: 'rule-version',
        targetId: String(exported.version),
        details: { written: exported.written, removed: exported.removed },
      });
      return {
        ok: true,
        message: `Live-Version ${exported.version} in ${exported.dir} geschrieben (${exported.written.length} Dateien${exported.removed.length > 0 ? `, ${exported.removed.length} entfernt` : ''}).`,
        written: exported.written,
        removed: exported.removed,
      };
    },
  };
}

export type WorkbenchService = ReturnType<typeof createWorkbenchService>;
