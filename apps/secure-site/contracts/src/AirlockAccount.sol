// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title AirlockAccount
/// @notice The embedded wallet's smart account on Airlock's local chains: one owner (the user's
/// key, kept by the secure site) that calls `execute` and pays the gas, and ERC-1271 signatures
/// (the owner's signature over the hash). Made by AirlockAccountFactory with CREATE2, so its
/// address is known before it exists.
contract AirlockAccount {
    address public immutable owner;

    /// ERC-1271's magic value: `bytes4(keccak256("isValidSignature(bytes32,bytes)"))`.
    bytes4 internal constant ERC1271_VALID = 0x1626ba7e;
    bytes4 internal constant ERC1271_INVALID = 0xffffffff;
    /// Half the secp256k1 order: a larger `s` is the malleable twin of a valid signature.
    uint256 internal constant HALF_ORDER =
        0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    error NotOwner(address caller);

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
        bool ok;
        (ok, result) = to.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }

    /// @notice ERC-1271: valid when `signature` (65 bytes, r | s | v) is the owner's over `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return ERC1271_INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > HALF_ORDER || (v != 27 && v != 28)) return ERC1271_INVALID;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? ERC1271_VALID : ERC1271_INVALID;
    }
}
