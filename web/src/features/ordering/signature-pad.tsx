import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import './texts';
import { useTranslation } from '../../lib/i18n';

/** The pad's drawing size in pixels; the canvas is scaled by CSS, the PNG keeps this size. */
export const PAD_WIDTH = 600;
export const PAD_HEIGHT = 200;
const INK = '#10243e';
const LINE_WIDTH = 2.4;

type Point = { x: number; y: number };

export interface SignaturePadHandle {
  /** The signature as a PNG data URL; null while nothing is drawn. */
  toDataUrl(): string | null;
  clear(): void;
}

export interface SignaturePadProps {
  /** Accessible name of the drawing area. */
  label: string;
  /** Called after every change with whether something is drawn. */
  onChange?: (hasSignature: boolean) => void;
  invalid?: boolean;
  /** Id of the message that says what is wrong with the signature. */
  describedBy?: string | undefined;
}

/**
 * A pad to sign with mouse, pen or finger (pointer events), with undo and clear. Strokes
 * are kept as points in the pad's own coordinates, so a resize or an undo redraws them
 * exactly; the exported PNG is transparent with dark ink.
 */
export const SignaturePad = forwardRef<SignaturePadHandle, SignaturePadProps>(function SignaturePad({ label, onChange, invalid = false, describedBy }, ref) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Point[][]>([]);
  const drawing = useRef<{ pointerId: number; stroke: Point[] } | null>(null);
  const [count, setCount] = useState(0);

  const context = () => canvasRef.current?.getContext('2d') ?? null;

  const drawStroke = (ctx: CanvasRenderingContext2D, stroke: readonly Point[]) => {
    if (stroke.length === 0) return;
    ctx.beginPath();
    ctx.moveTo(stroke[0]!.x, stroke[0]!.y);
    if (stroke.length === 1) ctx.lineTo(stroke[0]!.x + 0.1, stroke[0]!.y + 0.1);
    // Midpoint curves: smooth lines without a library.
    for (let i = 1; i < stroke.length - 1; i += 1) {
      const mid = { x: (stroke[i]!.x + stroke[i + 1]!.x) / 2, y: (stroke[i]!.y + stroke[i + 1]!.y) / 2 };
      ctx.quadraticCurveTo(stroke[i]!.x, stroke[i]!.y, mid.x, mid.y);
    }
    if (stroke.length > 1) ctx.lineTo(stroke[stroke.length - 1]!.x, stroke[stroke.length - 1]!.y);
    ctx.stroke();
  };

  const redraw = useCallback(() => {
    const ctx = context();
    if (ctx === null) return;
    ctx.clearRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
    ctx.strokeStyle = INK;
    ctx.lineWidth = LINE_WIDTH;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    for (const stroke of strokes.current) drawStroke(ctx, stroke);
    if (drawing.current) drawStroke(ctx, drawing.current.stroke);
  }, []);

  const changed = () => {
    setCount(strokes.current.length);
    onChange?.(strokes.current.length > 0);
  };

  useEffect(() => redraw(), [redraw]);

  useImperativeHandle(ref, () => ({
    toDataUrl: () => (strokes.current.length === 0 || canvasRef.current === null ? null : canvasRef.current.toDataURL('image/png')),
    clear: () => {
      strokes.current = [];
      redraw();
      changed();
    },
  }));

  const pointOf = (event: ReactPointerEvent<HTMLCanvasElement> | PointerEvent): Point => {
    const rect = canvasRef.current!.getBoundingClientRect();
    const x = ((event.clientX - rect.left) / Math.max(rect.width, 1)) * PAD_WIDTH;
    const y = ((event.clientY - rect.top) / Math.max(rect.height, 1)) * PAD_HEIGHT;
    return { x: Math.min(Math.max(x, 0), PAD_WIDTH), y: Math.min(Math.max(y, 0), PAD_HEIGHT) };
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = { pointerId: event.pointerId, stroke: [pointOf(event)] };
    redraw();
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = drawing.current;
    if (current === null || current.pointerId !== event.pointerId) return;
    // Fast pens deliver several positions per frame; keep them all for a smooth line.
    const native = event.nativeEvent;
    const events = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    for (const each of events.length > 0 ? events : [native]) current.stroke.push(pointOf(each));
    redraw();
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = drawing.current;
    if (current === null || current.pointerId !== event.pointerId) return;
    drawing.current = null;
    strokes.current = [...strokes.current, current.stroke];
    redraw();
    changed();
  };

  const undo = () => {
    strokes.current = strokes.current.slice(0, -1);
    redraw();
    changed();
  };
  const clear = () => {
    strokes.current = [];
    redraw();
    changed();
  };

  return (
    <Box>
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={invalid ? 'red.500' : 'gray.400'}
        rounded="md"
        bg="white"
        position="relative"
        maxW={`${PAD_WIDTH}px`}
      >
        <canvas
          ref={canvasRef}
          width={PAD_WIDTH}
          height={PAD_HEIGHT}
          role="img"
          aria-label={label}
          aria-describedby={describedBy}
          data-strokes={count}
          style={{ width: '100%', height: 'auto', aspectRatio: `${PAD_WIDTH} / ${PAD_HEIGHT}`, display: 'block', touchAction: 'none', cursor: 'crosshair' }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        />
        <Box position="absolute" left="6" right="6" bottom="10" borderBottomWidth="1px" borderColor="gray.300" pointerEvents="none" />
        {count === 0 ? (
          // The hint sits in the writing area above the line, centred, and wraps there on a narrow pad (390 px:
          // below the line, the German hint wrapped onto a second line that ran through the line).
          <Flex position="absolute" top="2" left="6" right="6" bottom="11" align="center" justify="center" pointerEvents="none">
            <Text fontSize={{ base: 'xs', sm: 'sm' }} lineHeight="short" color="fg.muted" textAlign="center">
              {t('ordering.signature.hint')}
            </Text>
          </Flex>
        ) : null}
      </Box>
      <HStack gap="2" mt="2">
        <Button size="sm" variant="outline" onClick={undo} disabled={count === 0}>
          {t('ordering.signature.undo')}
        </Button>
        <Button size="sm" variant="ghost" onClick={clear} disabled={count === 0}>
          {t('ordering.signature.clear')}
        </Button>
      </HStack>
    </Box>
  );
});
