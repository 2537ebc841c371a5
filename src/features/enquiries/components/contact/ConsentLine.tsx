import { NEW_TAB_HINT } from '@/lib/ui/contact'

type Props = { text: string; linkText: string; link: string }

/**
 * The line under the panel's form: sending is the agreement, and the terms are one link away. The
 * terms open in a new tab so a half-written enquiry stays where it is.
 */
export function ConsentLine({ text, linkText, link }: Props) {
  return (
    <p data-consent-line="" className="text-sm leading-relaxed">
      {text}{' '}
      <a href={link} target="_blank" rel="noopener" className="underline underline-offset-4">
        {linkText}
        <span className="sr-only"> {NEW_TAB_HINT}</span>
      </a>
    </p>
  )
}
