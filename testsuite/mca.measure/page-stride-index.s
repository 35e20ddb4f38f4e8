# A load through an index scaled by 8 that steps by 16: 128 bytes a
# copy, 32 copies to a page.
	movq	(%rsi,%rax,8), %rcx
	addq	$16, %rax
