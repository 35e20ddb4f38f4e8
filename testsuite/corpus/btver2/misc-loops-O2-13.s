	incq	%rdx
	cmpb	$32, (%rdx)
	je	.L79
