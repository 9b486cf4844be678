import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Upload, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface FileDropZoneProps {
  /** The file input's id: the field's own <label htmlFor> names it too. */
  readonly id: string;
  /** The field's name, the input's accessible name (the zone's words are not part of it). */
  readonly label: string;
  /** The input's `accept`: what the browser's file picker offers. */
  readonly accept: string;
  readonly multiple?: boolean;
  readonly disabled?: boolean;
  /** aria-invalid: the field's error is shown beside it. */
  readonly invalid?: boolean;
  /** The ids of the hint, status or error lines that describe the field, in reading order. */
  readonly describedBy?: string;
  /** The zone's call to action: "Choose an image, or drop it here". */
  readonly action: string;
  /** Under it, in small: what the field takes. */
  readonly hint?: ReactNode;
  /** The file chosen, not yet sent: its name and size head the zone. */
  readonly chosen?: File | null;
  readonly icon?: LucideIcon;
  /** The files picked or dropped (one when not `multiple`); the same file again fires again. */
  readonly onFiles: (files: File[]) => void;
}

/** The zone: dashed while waiting, brand-framed and tinted under a pointer or a dragged file, the
    hidden input's focus ring drawn around it. (The `file-drop-zone-*` names are the tests' handles.) */
const FACE = [
  'file-drop-zone-face mbs-2 grid cursor-pointer justify-items-center gap-1 rounded-card border-2 border-dashed border-line px-4 py-5 text-center font-normal',
  'hover:border-brand hover:bg-tint data-[dragging=true]:border-brand data-[dragging=true]:bg-tint',
  'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand',
  'data-[disabled=true]:cursor-not-allowed data-[disabled=true]:opacity-60',
].join(' ');

/** The file's size and the hint: small, beside what matters. */
const SMALL_PRINT = 'text-[0.85rem] text-muted';

/**
 * Every file field of the product (issue 23: one way to do it): the file input, hidden from sight
 * but not from assistive technology or the keyboard, and a labelled drop zone as its visible face
 * (drag-over state, disabled state, the input's focus ring). The field's label, hint, status and
 * errors are the caller's, beside it, named by `describedBy`.
 */
export function FileDropZone({
  id,
  label,
  accept,
  multiple = false,
  disabled = false,
  invalid = false,
  describedBy,
  action,
  hint,
  chosen = null,
  icon: Icon = Upload,
  onFiles,
}: FileDropZoneProps) {
  const { i18n } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const handedOver = useRef(false);
  const take = (files: File[]) => {
    const taken = multiple ? files : files.slice(0, 1);
    if (disabled || taken.length === 0) return;
    handedOver.current = true;
    onFiles(taken);
  };
  // A field disabled while its files are sent loses the focus: it gets it back once they are.
  useEffect(() => {
    if (disabled || !handedOver.current) return;
    handedOver.current = false;
    if (document.activeElement === document.body) input.current?.focus();
  }, [disabled]);
  return (
    <div className="file-drop-zone">
      <input
        ref={input}
        id={id}
        type="file"
        className="file-drop-zone-input peer absolute size-px overflow-hidden whitespace-nowrap [clip-path:inset(50%)]"
        aria-label={label}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        aria-invalid={invalid}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const picked = [...(event.target.files ?? [])];
          // The same file picked again (after a refusal, or after it was sent) must fire a change again.
          event.target.value = '';
          take(picked);
        }}
      />
      <label
        htmlFor={id}
        className={FACE}
        data-dragging={dragging}
        data-disabled={disabled}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          take([...event.dataTransfer.files]);
        }}
      >
        <Icon aria-hidden="true" className="size-7 text-link" />
        {chosen !== null && (
          <span className="flex max-inline-full flex-wrap justify-center gap-x-2 gap-y-0">
            <bdi className="file-drop-zone-name font-semibold wrap-anywhere">{chosen.name}</bdi>
            <span className={`file-drop-zone-size self-center ${SMALL_PRINT}`}>
              {fileSize(chosen.size, i18n.language)}
            </span>
          </span>
        )}
        <span className="file-drop-zone-action font-semibold text-link">{action}</span>
        {hint !== undefined && <span className={SMALL_PRINT}>{hint}</span>}
      </label>
    </div>
  );
}

/** A file's size as the language writes it: 840 kB, 2.4 MB (at least 1 kB: a size, never "0 kB"). */
function fileSize(bytes: number, language: string): string {
  const megabytes = bytes >= 1024 * 1024;
  const amount = megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(amount);
}
