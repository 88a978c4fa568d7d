import { Suspense, useEffect, useState, type ComponentProps } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Modal } from '../../components/modal';
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
let formViewAsked = false;

/** Loads the forms' chunk once the page is painted and idle, once per page. */
function useFormViewWhenIdle(wanted: boolean) {
  useEffect(() => {
    if (!wanted || formViewAsked) return;
    return whenIdleAfterFirstPaint(() => {
      formViewAsked = true;
      void formView.load().catch(() => undefined);
    }, 3000);
  }, [wanted]);
}

function LoadedFormView(props: ComponentProps<typeof FormViewComponent>) {
  const { FormView } = useLazyPart(formView);
  return <FormView {...props} />;
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
  useFormViewWhenIdle(visible.some((action) => action.form !== undefined));
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
                // A form's chunk first (loaded already once the page was idle): the dialog opens with its form.
                if (action.form !== undefined) void formView.load().then(show, show);
                else show();
              }}
              data-action={action.id}
            >
              {action.label}
            </button>
          );
        })}
      </div>
      {used ? (
        <Modal
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
        </Modal>
      ) : null}
    </>
  );
}
