import { Suspense, useEffect, useState, type ComponentProps } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ModalProps } from '../../components/modal';
import { Block } from '../blocks';
import type { ActionSpec } from '../definition';
import { useCanOpen } from '../screen-context';
import { fillTemplate, fillText, holds, PALETTE } from '../values';
import type { FormView as FormViewComponent } from './form-view';
import { useNotice } from './notice';
import { lazyPart, useLazyPart } from '../../lib/lazy-part';
import { useTranslation } from '../../lib/i18n';
import { whenIdleAfterFirstPaint } from '../../lib/first-paint';
import '../../components/plain-button.css';

/**
 * The forms of the dialog (Apollo Client's mutations) are a chunk of their own: a screen's
 * header carries these buttons, and on a page load it draws before Apollo Client has loaded
 * (issue 20, B10). The chunk loads once the page with a form action is painted and idle, or
 * when such an action is pressed first; the dialog then opens once it is there.
 */
const formView = lazyPart(() => import('./form-view'));
/**
 * The dialog itself (Chakra's Dialog with its recipes, some 19 KB gzip) likewise: it mounts only
 * once an action is pressed. Imported with the header, it was on the list's way to its first
 * paint (issue 20, B10).
 */
const modal = lazyPart(() => import('../../components/modal'));
const asked = { formView: false, modal: false };

/** Loads the dialog's chunk, and the forms' chunk where a form is wanted, once the page is painted and idle; each once per page. */
function useDialogWhenIdle(dialog: boolean, form: boolean) {
  useEffect(() => {
    if ((!dialog || asked.modal) && (!form || asked.formView)) return;
    return whenIdleAfterFirstPaint(() => {
      if (dialog && !asked.modal) {
        asked.modal = true;
        void modal.load().catch(() => undefined);
      }
      if (form && !asked.formView) {
        asked.formView = true;
        void formView.load().catch(() => undefined);
      }
    }, 3000);
  }, [dialog, form]);
}

function LoadedFormView(props: ComponentProps<typeof FormViewComponent>) {
  const { FormView } = useLazyPart(formView);
  return <FormView {...props} />;
}

function LoadedModal(props: ModalProps) {
  const { Modal } = useLazyPart(modal);
  return <Modal {...props} />;
}

export interface ActionContext {
  screen: { id: string; title: string; route: string };
  /** The record or row the actions belong to; none for a list's own actions. */
  data?: object | null;
}

/** Whether an action shows for this data: its `when` field must be true, and a link must lead somewhere the user may go. */
export function useVisibleActions(actions: readonly ActionSpec[] | undefined, data: object | null | undefined): ActionSpec[] {
  const canOpen = useCanOpen();
  return (actions ?? []).filter((action) => {
    if (!holds(action.when, data)) return false;
    if (action.to !== undefined) {
      const target = fillTemplate(action.to, data ?? {});
      return target !== null && canOpen(target);
    }
    return true;
  });
}

/**
 * The actions of a page, a section or a row: links to other screens, and forms or
 * custom blocks in the one modal dialog. Plain buttons and links with the look of Chakra's
 * Button (plain-button.css): a list's header and each row's actions render on every click.
 */
export function ActionButtons({
  actions,
  context,
  size = 'sm',
}: {
  actions: readonly ActionSpec[] | undefined;
  context: ActionContext;
  size?: 'sm' | 'md' | 'xs';
}) {
  const { t } = useTranslation();
  const visible = useVisibleActions(actions, context.data);
  useDialogWhenIdle(
    visible.some((action) => action.to === undefined),
    visible.some((action) => action.form !== undefined),
  );
  const params = useParams();
  const [open, setOpen] = useState<ActionSpec | null>(null);
  // The dialog mounts with the first action opened and stays for its closing animation: the
  // actions of each row of a list would otherwise each run a dialog that nobody opened.
  const [used, setUsed] = useState(false);
  const notice = useNotice();
  if (visible.length === 0) return null;
  const close = () => setOpen(null);
  // Closing on success needs a page to show the message on; elsewhere the dialog shows it.
  const closesOnSuccess = (action: ActionSpec) => action.form?.submit.closeOnSuccess === true && notice !== null;
  return (
    <>
      <div className="plain-button-row">
        {visible.map((action) => {
          const tone = action.tone ?? action.form?.submit.tone;
          const look = {
            className: 'plain-button',
            'data-size': size,
            'data-variant': action.primary ? 'solid' : action.tone === 'danger' ? 'ghost' : 'outline',
            'data-palette': action.primary ? 'brand' : tone ? PALETTE[tone] : undefined,
          };
          if (action.to !== undefined) {
            const target = fillTemplate(action.to, context.data ?? {}) ?? '/';
            return (
              <RouterLink key={action.id} to={target} {...look}>
                {action.label}
              </RouterLink>
            );
          }
          return (
            <button
              key={action.id}
              type="button"
              {...look}
              onClick={() => {
                notice?.(null);
                const show = () => {
                  setOpen(action);
                  setUsed(true);
                };
                // The dialog's chunk and a form's first (loaded already once the page was idle): the dialog opens with its form.
                void Promise.all([modal.load(), action.form !== undefined ? formView.load() : undefined]).then(show, show);
              }}
              data-action={action.id}
            >
              {action.label}
            </button>
          );
        })}
      </div>
      {used ? (
        <Suspense fallback={null}>
          <LoadedModal
            open={open !== null}
            title={open ? fillText(open.title ?? open.label, context.data ?? {}) : ''}
            onHide={close}
            size={open?.form && open.form.fields.length === 0 ? 'sm' : 'default'}
          >
            {open?.form ? (
              <Suspense
                fallback={
                  <Center py="6">
                    <Spinner color="brand.600" aria-label={t('app.loading')} />
                  </Center>
                }
              >
                <LoadedFormView
                  form={open.form}
                  context={context.data ?? null}
                  onCancel={close}
                  closesOnSuccess={closesOnSuccess(open)}
                  onSuccess={(outcome) => {
                    const submit = open.form?.submit;
                    if (closesOnSuccess(open)) {
                      close();
                      const text = submit?.success ? fillText(submit.success, { ...(context.data ?? {}), ...(outcome.value ?? {}) }) : '';
                      notice?.(outcome.warning ? { status: 'warning', text: outcome.warning } : text ? { status: 'success', text } : null);
                    } else if (!(submit?.success || submit?.resultLink || outcome.warning)) close();
                  }}
                />
              </Suspense>
            ) : null}
            {open?.block ? <Block name={open.block} screen={context.screen} data={context.data ?? null} params={params} onDone={close} /> : null}
          </LoadedModal>
        </Suspense>
      ) : null}
    </>
  );
}
