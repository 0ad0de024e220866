/** The words of spec part 1 (sections 2, 3, 4 and 8) for the chat. */
export const CHAT_TEXT = {
  title: 'Divorce Financial Assistant',
  open: 'Open the financial assistant',
  close: 'Close the financial assistant',
  greeting:
    "Hello! I'm the SecureSplit financial assistant. I can explain how child support and alimony are worked out, your state's rules and their sources, and planning your finances through a divorce. What would you like to know?",
  placeholder: 'Ask about calculations, laws, or planning...',
  inputLabel: 'Your question',
  send: 'Send',
  thinking: 'Thinking...',
  notAdvice: 'Planning information, not legal advice.',
  consultation: 'Book a consultation with a certified divorce financial analyst',
  newTab: '(opens in a new tab)',
} as const;
