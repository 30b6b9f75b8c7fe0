# Installs the system packages the tests need (chromium, its headless shell, postgresql) when missing.
pg_bin_dir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

ensure_system_deps() {
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
  [ -n "$(pg_bin_dir)" ] || missing+=(postgresql)
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" = "0" ]; then
    echo "Instalando paquetes del sistema: ${missing[*]}"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Faltan paquetes del sistema: ${missing[*]}. Instálelos con: sudo apt-get install -y ${missing[*]}"
    return 1
  fi
}
