# A bit writer's byte output (bzip2's bsW): the buffer's pointer and the
# position are fields of one struct; each iteration reloads both and
# stores a byte at buffer[pos++].  Loaded pointers lead into a region
# of their own, so the bytes stored through them never overwrite the
# struct's pointer (in the struct's own region they did, within a few
# hundred iterations, and the next load read a byte of output as an
# address near zero).  The position walks on through memory; every run
# starts from the same memory, so no timed run maps a page.
.L1:
	movq	80(%rbx), %rcx
	movl	116(%rbx), %eax
	movb	%dl, (%rcx,%rax)
	addl	$1, %eax
	movl	%eax, 116(%rbx)
	shrl	$8, %edx
	subl	$1, %esi
	jne	.L1
