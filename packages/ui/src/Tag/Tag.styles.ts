export const tagCss: string = `
.al-tag {
  display: inline-flex;
  align-items: center;
  flex: none;
  max-width: 100%;
  padding: 2px 6px;
  border-radius: var(--al-i-radius-xs);
  font-size: var(--al-i-text-xs);
  font-weight: 600;
  line-height: 1.3;
  letter-spacing: 0.02em;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  background: color-mix(in srgb, var(--al-text-muted) 16%, transparent);
  color: var(--al-text);
}
.al-tag[data-tone='accent'] {
  background: color-mix(in srgb, var(--al-accent) 16%, transparent);
  color: var(--al-link);
}
.al-tag[data-tone='success'] {
  background: color-mix(in srgb, var(--al-success) 12%, transparent);
  color: var(--al-success);
}
.al-tag[data-tone='error'] {
  background: color-mix(in srgb, var(--al-error) 12%, transparent);
  color: var(--al-error);
}
`
