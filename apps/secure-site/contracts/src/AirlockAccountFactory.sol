// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {AirlockAccount} from "./AirlockAccount.sol";

/// @title AirlockAccountFactory
/// @notice Makes one AirlockAccount per owner with CREATE2 (salt 0, the owner in the init code),
/// so `getAddress(owner)` is the account's address before and after it exists. Anyone may create
/// an owner's account: it can only ever obey that owner.
contract AirlockAccountFactory {
    event AccountCreated(address indexed account, address indexed owner);

    /// @notice The owner's account, created when it does not exist yet.
    function createAccount(address owner) external returns (address account) {
        account = getAddress(owner);
        if (account.code.length > 0) return account;
        new AirlockAccount{salt: bytes32(0)}(owner);
        emit AccountCreated(account, owner);
    }

    /// @notice Where the owner's account is (or will be).
    function getAddress(address owner) public view returns (address) {
        bytes32 initCodeHash =
            keccak256(abi.encodePacked(type(AirlockAccount).creationCode, abi.encode(owner)));
        return address(
            uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(0), initCodeHash))))
        );
    }
}
