# Three arrays walked with one index (saxpy.c:113 at -O3 -march=x86-64-v3).
	vmovups	(%rsi,%rax), %ymm1
	vaddps	(%rdx,%rax), %ymm1, %ymm0
	vmovups	%ymm0, (%rdi,%rax)
	addq	$32, %rax
