# A counting sort's shape: a count loaded, decremented, stored back and
# used as an index.  On the harness's data the count starts near 2^30
# and every iteration moves the index down, so the stores walk through
# new pages (one every 256 iterations).  Every run starts from the same
# memory, the count at its first value again, so the walk maps its
# pages in the warm-up and the timed runs revisit them: measured (when
# memory carried over from run to run, each run walked on into pages of
# its own and the body was refused).
.L1:
	movl	(%rdi), %eax
	subl	$4, %eax
	movl	%eax, (%rdi)
	cltq
	movl	%edx, (%rsi,%rax,4)
	addq	$1, %rdx
	cmpq	%rdx, %rcx
	jne	.L1
