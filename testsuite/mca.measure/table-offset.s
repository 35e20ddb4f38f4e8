# A match finder's probe: a 16-bit offset loaded from a hash table,
# added to the window's base and dereferenced.  %r15 appears in no
# memory operand, but its sum with a 32-bit value is an address: the
# harness gives it one (with a small number the sum addressed the first
# pages).
.L1:
	movzwl	(%r14,%r8,2), %eax
	addq	%r15, %rax
	movl	(%rax), %ebx
	addl	%ebx, %r9d
	leal	1(%r8), %r8d
	andl	$1023, %r8d
	subl	$1, %esi
	jne	.L1
