# A store a cache line apart each iteration and a load through an index
# scaled by 8 that steps by 4 (32 bytes): 100 copies would walk 6,400
# bytes, past the 4 KiB behind which a region's pages map onto the same
# physical page again; the harness runs 64 copies (4,096 bytes) and
# rewinds by 64 lines.
	movq	$1, (%rdi)
	movq	(%rsi,%rax,8), %rcx
	addq	$64, %rdi
	addq	$4, %rax
