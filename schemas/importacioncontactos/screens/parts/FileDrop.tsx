/** The file picker of the import: a drop zone that is also a button opening the file dialog (CSV or XLSX). */
import { Classes, Icon } from '@blueprintjs/core';
import { useRef, useState, type DragEvent } from 'react';
import { msg } from './importApi';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function FileDrop({ file, onFile, disabled }: { readonly file: File | null; readonly onFile: (file: File) => void; readonly disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };
  return (
    <div
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-label={msg('archivo')}
      aria-disabled={disabled}
      onClick={() => !disabled && input.current?.click()}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && !disabled && input.current?.click()}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{
        border: `2px dashed ${over ? '#2d72d2' : '#abb3bf'}`,
        background: over ? 'rgba(45,114,210,0.08)' : 'transparent',
        borderRadius: 6,
        padding: '20px 16px',
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        cursor: disabled ? 'default' : 'pointer',
      }}
    >
      <Icon icon="import" size={24} />
      <div>
        <div style={{ fontWeight: 600 }}>{file ? file.name : msg('soltarArchivo')}</div>
        <div className={Classes.TEXT_MUTED}>{file ? `${Math.max(1, Math.round(file.size / 1024)).toLocaleString('es-AR')} KB` : 'CSV, XLSX'}</div>
      </div>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="importacion-archivo"
        onChange={(e) => {
          const picked = e.target.files?.[0];
          if (picked) onFile(picked);
          e.target.value = '';
        }}
      />
    </div>
  );
}
