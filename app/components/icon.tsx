import {
  BadgeDollarSign,
  CalendarCheck,
  Clock,
  Heart,
  type LucideIcon,
  MapPin,
  Recycle,
  ShieldCheck,
  Sparkles,
  Star,
  ThumbsUp,
  Truck,
  Users,
  Zap,
} from "lucide-react";

/** Icons the content data may name. Unknown names fall back to a star. */
const icons: Record<string, LucideIcon> = {
  BadgeDollarSign,
  CalendarCheck,
  Clock,
  Heart,
  MapPin,
  Recycle,
  ShieldCheck,
  Sparkles,
  Star,
  ThumbsUp,
  Truck,
  Users,
  Zap,
};

export function Icon({ name, className }: { name: string; className?: string }) {
  const Component = Object.hasOwn(icons, name) ? icons[name]! : Star;
  return <Component aria-hidden="true" className={className} />;
}
