import {
  ArrowRight, Award, Bell, BookOpen, Briefcase, Building, Calendar, ChartColumn, Check, ChevronDown, ChevronLeft,
  ChevronRight, Clock, Cloud, Code, Coffee, Cpu, Database, DollarSign, ExternalLink, Eye, FileText, Gift, Globe,
  GraduationCap, HandHeart, Handshake, Heart, Landmark, Layers, LayoutDashboard, LifeBuoy, Lightbulb, Link, Lock,
  Mail, MapPin, Megaphone, Menu, MessageCircle, Monitor, Network, Palette, PawPrint, PenTool, Phone, RefreshCw,
  Rocket, Search, Server, Settings, ShieldCheck, ShoppingCart, Smartphone, Sparkles, Star, Stethoscope, Store,
  Target, ThumbsUp, TrendingUp, Trophy, Users, Video, Wifi, X, Zap, type LucideIcon,
} from "lucide-react";
import type { IconName } from "../content/types";

const icons = {
  code: Code, globe: Globe, smartphone: Smartphone, palette: Palette, "trending-up": TrendingUp, network: Network,
  award: Award, users: Users, "shield-check": ShieldCheck, handshake: Handshake, rocket: Rocket, search: Search,
  layout: LayoutDashboard, server: Server, monitor: Monitor, "shopping-cart": ShoppingCart, briefcase: Briefcase,
  clock: Clock, calendar: Calendar, mail: Mail, phone: Phone, "map-pin": MapPin, "message-circle": MessageCircle,
  video: Video, check: Check, heart: Heart, star: Star, zap: Zap, target: Target, "bar-chart": ChartColumn,
  settings: Settings, cloud: Cloud, lock: Lock, "life-buoy": LifeBuoy, layers: Layers, lightbulb: Lightbulb,
  "file-text": FileText, refresh: RefreshCw, database: Database, cpu: Cpu, wifi: Wifi, building: Building,
  "graduation-cap": GraduationCap, stethoscope: Stethoscope, landmark: Landmark, store: Store, coffee: Coffee,
  "book-open": BookOpen, gift: Gift, trophy: Trophy, smile: ThumbsUp, paw: PawPrint, bell: Bell,
  "hand-heart": HandHeart, sparkles: Sparkles, link: Link, "thumbs-up": ThumbsUp, "pen-tool": PenTool,
  megaphone: Megaphone, eye: Eye, dollar: DollarSign,
} as const satisfies Record<IconName, LucideIcon>;

/** UI glyphs used by the shell and widgets (not part of content). */
export const uiIcons = { ArrowRight, ChevronDown, ChevronLeft, ChevronRight, ExternalLink, Menu, X } as const;

/**
 * An icon from the self-hosted set, rendered on the server as inline SVG (no icon font, no CDN).
 * Decorative by default; pass `label` when the icon carries meaning on its own.
 *
 * @example <Icon name="rocket" size={28} />
 */
export function Icon({ name, size = 24, label, className }: { name: IconName; size?: number; label?: string; className?: string }) {
  const Glyph = icons[name];
  return label ? (
    <Glyph size={size} className={className} role="img" aria-label={label} focusable="false" />
  ) : (
    <Glyph size={size} className={className} aria-hidden="true" focusable="false" />
  );
}
