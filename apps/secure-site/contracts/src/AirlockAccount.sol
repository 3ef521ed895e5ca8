// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {AirlockSessionKeys} from "./AirlockSessionKeys.sol";

/// @title AirlockAccount
/// @notice The embedded wallet's smart account on Airlock's local chains: one owner (the user's
/// key, kept by the secure site), ERC-1271 signatures (the owner's signature over the hash), and
/// two ways to make a call: `execute` sent by the owner itself (the owner pays the gas), or
/// `executeSigned` sent by anyone (a relayer: the secure site's sponsor key, which pays the gas)
/// with the owner's EIP-712 signature over the call, a nonce and a deadline. Made by
/// AirlockAccountFactory with CREATE2, so its address is known before it exists. Session keys
/// (AirlockSessionKeys) may spend within the limits the owner granted them.
contract AirlockAccount is AirlockSessionKeys {
    address public immutable owner;

    /// @notice The next `executeSigned` nonce: each signed call is valid once, in order.
    uint256 public nonce;

    /// ERC-1271's magic value: `bytes4(keccak256("isValidSignature(bytes32,bytes)"))`.
    bytes4 internal constant ERC1271_VALID = 0x1626ba7e;
    bytes4 internal constant ERC1271_INVALID = 0xffffffff;
    /// Half the secp256k1 order: a larger `s` is the malleable twin of a valid signature.
    uint256 internal constant HALF_ORDER =
        0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    bytes32 internal constant DOMAIN_TYPEHASH = keccak256(
        "EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"
    );
    /// @notice The signed struct of `executeSigned` (the account and chain are in the domain).
    bytes32 public constant EXECUTE_TYPEHASH = keccak256(
        "Execute(address to,uint256 value,bytes data,uint256 nonce,uint256 deadline)"
    );
    bytes32 internal constant NAME_HASH = keccak256("AirlockAccount");
    bytes32 internal constant VERSION_HASH = keccak256("1");

    error NotOwner(address caller);
    error BadSignature();
    error Expired(uint256 deadline);

    constructor(address accountOwner) {
        owner = accountOwner;
    }

    receive() external payable {}

    /// @notice Calls `to` with `value` (from this account's balance) and `data`; only the owner.
    /// A failing call reverts with its own revert data.
    function execute(address to, uint256 value, bytes calldata data)
        external
        payable
        returns (bytes memory result)
    {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        return _call(to, value, data);
    }

    /// @notice Calls `to` with `value` (from this account's balance) and `data` when `signature`
    /// is the owner's EIP-712 signature over `Execute(to, value, data, nonce, deadline)` in this
    /// account's domain (name "AirlockAccount", version "1", this chain, this address), with the
    /// current `nonce`, before `deadline` (a unix time). Anyone may send it and pays its gas; it
    /// is valid once (the nonce moves on). A failing call reverts with its own revert data.
    function executeSigned(
        address to,
        uint256 value,
        bytes calldata data,
        uint256 deadline,
        bytes calldata signature
    ) external returns (bytes memory result) {
        if (block.timestamp > deadline) revert Expired(deadline);
        uint256 current = nonce;
        bytes32 digest = executeDigest(to, value, data, current, deadline);
        if (_signer(digest, signature) != owner) revert BadSignature();
        nonce = current + 1;
        return _call(to, value, data);
    }

    /// @notice The EIP-712 digest the owner signs for `executeSigned`.
    function executeDigest(
        address to,
        uint256 value,
        bytes calldata data,
        uint256 callNonce,
        uint256 deadline
    ) public view returns (bytes32) {
        return _typedDigest(
            keccak256(abi.encode(EXECUTE_TYPEHASH, to, value, keccak256(data), callNonce, deadline))
        );
    }

    function _typedDigest(bytes32 structHash) internal view override returns (bytes32) {
        bytes32 domain = keccak256(
            abi.encode(DOMAIN_TYPEHASH, NAME_HASH, VERSION_HASH, block.chainid, address(this))
        );
        return keccak256(abi.encodePacked("\x19\x01", domain, structHash));
    }

    function _isOwnerCall() internal view override returns (bool) {
        return msg.sender == owner || msg.sender == address(this);
    }

    function _sessionOwner() internal view override returns (address) {
        return owner;
    }

    function _recover(bytes32 hash, bytes calldata signature)
        internal
        pure
        override
        returns (address)
    {
        return _signer(hash, signature);
    }

    /// @notice ERC-1271: valid when `signature` (65 bytes, r | s | v) is the owner's over `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return _signer(hash, signature) == owner ? ERC1271_VALID : ERC1271_INVALID;
    }

    /// The address that signed `hash` (65 bytes, r | s | v, low s), or zero when none or malformed.
    function _signer(bytes32 hash, bytes calldata signature) internal pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > HALF_ORDER || (v != 27 && v != 28)) return address(0);
        return ecrecover(hash, v, r, s);
    }

    function _call(address to, uint256 value, bytes calldata data)
        internal
        returns (bytes memory result)
    {
        bool ok;
        (ok, result) = to.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }
}
