# zstd's row hash (zstd_lazy.c): a 32-bit hash shifted right by %cl,
# which the loop never writes, beside a cltq (which writes %rax alone,
# not every register the harness might give a count).  %rcx gets the
# count's 54; with 32 the hash kept all its bits and the rows it
# selects spread over 6,205 pages (40.5 cycles per iteration on the
# Zen 4 host; 7.4 with 54).
.L1:
	imull	$-1640531535, 0(%rbp), %edx
	addq	$1, %rbp
	shrl	%cl, %edx
	movl	%edx, %eax
	sall	$6, %eax
	cltq
	movl	%esi, (%r9,%rax,4)
	addl	$1, %esi
	cmpl	%esi, %r8d
	jne	.L1
