# A hash table's insert as zstd writes it: the bytes at %rcx multiplied
# by a prime, shifted right by the table's 64 - hashLog (%r9, which the
# loop never writes) and used as the index of a 4-byte slot.  The
# harness gives a right shift's count register 54: the index keeps 10
# bits, one page of slots (with 16 + 8k it kept 48 bits, and the address
# left the canonical ones).
.L1:
	movabsq	$-3523014627271114752, %r13
	imulq	(%rcx), %r13
	shrx	%r9, %r13, %r13
	movl	%edi, (%rsi,%r13,4)
	addq	$1, %rcx
	addl	$1, %edi
	cmpq	%rcx, %r8
	jne	.L1
