/**
 * A channel's name in words, for what shows channels to people (the desk). A file of its own: it
 * reads the list as every other reader does, through the module's export, so a list with another
 * channel (the one a test adds) is the one it reads.
 */
import { channels } from "./index";

/**
 * A channel's name in words (`Channel.label`), or its stored name for a channel this site no longer
 * has (rows of it may remain).
 *
 * @example channelLabel("mail") // "E-mail"
 */
export function channelLabel(name: string): string {
  return channels.find((channel) => channel.name === name)?.label ?? name;
}
