// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

interface IERC20Transfer {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// @title AirlockSessionKeys
/// @notice Spending permissions ("smart sessions") of an AirlockAccount. The owner grants a
/// session key the right to move up to `limit` of one token (the native currency when the token
/// is the zero address) out of the account until `expiry`, with no further signature from the
/// owner. The limit is cumulative over the session's life and enforced here, on chain: a spend
/// that would pass it reverts. A session ends when it expires or is revoked: by the owner (a call
/// through the account), by anyone relaying the owner's EIP-712 `RevokeSession`, or by the
/// session key giving up its own permission (directly or by its own signature).
abstract contract AirlockSessionKeys {
    /// One key's permission. `id` tells grants of the same key apart (a revoke signature names it).
    struct Session {
        address token;
        uint48 expiry;
        uint48 id;
        uint128 limit;
        uint128 spent;
    }

    /// @notice The permission of each session key (all zero when none).
    mapping(address key => Session) public sessions;

    /// @notice How many sessions were ever granted; the next grant's id is this plus one.
    uint48 public sessionCount;

    /// @notice The struct the owner (or the key) signs to revoke a session through a relayer.
    bytes32 public constant REVOKE_TYPEHASH = keccak256("RevokeSession(address key,uint256 id)");

    event SessionGranted(
        address indexed key, address indexed token, uint256 limit, uint256 expiry, uint256 id
    );
    event SessionRevoked(address indexed key, uint256 id);
    event SessionSpent(address indexed key, address indexed to, uint256 amount, uint256 spent);

    error NotAllowedToManageSessions(address caller);
    error BadSessionGrant();
    error NoSession(address key);
    error SessionExpired(address key, uint256 expiry);
    error SessionLimitExceeded(address key, uint256 limit, uint256 spent, uint256 amount);
    error SessionTransferFailed();
    error BadRevokeSignature();

    /// Whether the caller is the account's owner or the account itself (a call it made).
    function _isOwnerCall() internal view virtual returns (bool);

    /// The account's owner.
    function _sessionOwner() internal view virtual returns (address);

    /// The EIP-712 digest of `structHash` in the account's domain.
    function _typedDigest(bytes32 structHash) internal view virtual returns (bytes32);

    /// The signer of `hash`, or zero.
    function _recover(bytes32 hash, bytes calldata signature) internal pure virtual returns (address);

    /// @notice Lets `key` spend up to `limit` of `token` (zero: the native currency) until
    /// `expiry` (unix seconds); replaces the key's earlier session. Only the owner or the account.
    /// Any value sent along goes to the key, to pay the gas of its spends.
    function grantSession(address key, address token, uint128 limit, uint48 expiry)
        external
        payable
    {
        if (!_isOwnerCall()) revert NotAllowedToManageSessions(msg.sender);
        if (key == address(0) || key == address(this) || limit == 0 || expiry <= block.timestamp) {
            revert BadSessionGrant();
        }
        uint48 id = ++sessionCount;
        sessions[key] = Session(token, expiry, id, limit, 0);
        emit SessionGranted(key, token, limit, expiry, id);
        if (msg.value > 0) {
            (bool ok,) = key.call{value: msg.value}("");
            if (!ok) revert SessionTransferFailed();
        }
    }

    /// @notice Ends `key`'s session: the owner, the account, or the key itself.
    function revokeSession(address key) external {
        if (msg.sender != key && !_isOwnerCall()) revert NotAllowedToManageSessions(msg.sender);
        _revoke(key);
    }

    /// @notice Ends `key`'s session `id` with the EIP-712 `RevokeSession(key, id)` signature of
    /// the owner or of the key itself; anyone may relay it.
    function revokeSessionSigned(address key, uint256 id, bytes calldata signature) external {
        Session storage session = sessions[key];
        if (session.id == 0 || session.id != id) revert NoSession(key);
        address signer = _recover(revokeDigest(key, id), signature);
        if (signer == address(0) || (signer != key && signer != _sessionOwner())) {
            revert BadRevokeSignature();
        }
        _revoke(key);
    }

    /// @notice The digest signed for {revokeSessionSigned}.
    function revokeDigest(address key, uint256 id) public view returns (bytes32) {
        return _typedDigest(keccak256(abi.encode(REVOKE_TYPEHASH, key, id)));
    }

    /// @notice Sends `amount` of the caller's session token from the account to `to`. The caller
    /// must be a session key whose session has not expired and whose spends, this one included,
    /// stay within its limit; otherwise it reverts and nothing moves.
    function spendFromSession(address to, uint256 amount) external {
        Session storage session = sessions[msg.sender];
        if (session.id == 0) revert NoSession(msg.sender);
        if (block.timestamp > session.expiry) revert SessionExpired(msg.sender, session.expiry);
        uint256 spent = uint256(session.spent) + amount;
        if (spent > session.limit) {
            revert SessionLimitExceeded(msg.sender, session.limit, session.spent, amount);
        }
        session.spent = uint128(spent);
        emit SessionSpent(msg.sender, to, amount, spent);
        bool ok;
        if (session.token == address(0)) {
            (ok,) = to.call{value: amount}("");
        } else {
            (bool called, bytes memory result) = session.token.call(
                abi.encodeCall(IERC20Transfer.transfer, (to, amount))
            );
            ok = called && (result.length == 0 || abi.decode(result, (bool)));
        }
        if (!ok) revert SessionTransferFailed();
    }

    function _revoke(address key) private {
        uint256 id = sessions[key].id;
        if (id == 0) revert NoSession(key);
        delete sessions[key];
        emit SessionRevoked(key, id);
    }
}
