import {
  Camera,
  ClipboardList,
  Globe,
  Mars,
  MessageCircle,
  Phone,
  Search,
  Store,
  ThumbsUp,
  Users,
  Venus,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icons a step's uiSchema may put on its choice cards (`ui:options.icons`: option value → icon
 * name), registered by name as widgets are: a flow file names them, the renderer draws them.
 */
export const CHOICE_ICONS: Readonly<Record<string, LucideIcon>> = {
  phone: Phone,
  leads: ClipboardList,
  website: Globe,
  store: Store,
  messages: MessageCircle,
  men: Mars,
  women: Venus,
  everyone: Users,
  search: Search,
  social: ThumbsUp,
  photoSharing: Camera,
};

/** The icon a card's option has, by the names the uiSchema gives; none when it names none. */
export function ChoiceIcon({ names, value }: { readonly names: unknown; readonly value: unknown }) {
  const name = typeof names === 'object' && names !== null ? (names as Record<string, unknown>)[String(value)] : null;
  const Icon = typeof name === 'string' ? CHOICE_ICONS[name] : undefined;
  if (Icon === undefined) return null;
  return (
    // A tinted disc; filled with the brand once its card is chosen (the card is the `group`).
    <span
      className="grid size-11 place-items-center rounded-full bg-tint text-link group-aria-pressed:bg-brand group-aria-pressed:text-on-brand"
      aria-hidden="true"
    >
      <Icon size={22} strokeWidth={2} />
    </span>
  );
}
